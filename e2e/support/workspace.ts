// Shared by the workspace specs: calls made from the page as the app makes them, and a paste of
// snippet nodes (headless Chromium has no system clipboard to fill).
import type { Locator, Page } from '@playwright/test';
import { liveCanvas } from './canvas.js';
import { expect, signInWithTestAccount, uniqueName } from './test.js';

/** A state-changing call from the page, as the app makes it (same origin, session cookie, request id). */
export async function callFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/nest${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-request-id': crypto.randomUUID() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** An access token for a project, valid for a day (a share link carries it as pat). */
export async function shareProject(page: Page, projectId: string): Promise<string> {
  const expiredAt = new Date(Date.now() + 86_400_000).toISOString();
  const { token } = await callFromPage<{ token: string }>(
    page,
    'POST',
    `/projects/${projectId}/accessTokens`,
    {
      expiredAt,
    },
  );
  return token;
}

const snippetNode = (id: string, definitionName: string, name: string, x: number) => ({
  id,
  definitionName,
  name,
  position: { x, y: 0 },
  size: { width: 160, height: 50 },
  color: '#808080',
  comment: '',
  params: {},
  customParams: {},
  flags: {},
});

/** Ctrl+V's paste event carrying two snippet nodes, trim → length, wired when asked. */
export async function pasteTwoNodes(page: Page, { wired }: { wired: boolean }): Promise<void> {
  const [a, b] = ['node_e2eaaaaaaaaaaaaa', 'node_e2ebbbbbbbbbbbbb'];
  const wire = {
    eventType: 'connectionCreated',
    connection: {
      sourceNode: a,
      sourceOutputIdentifier: 'result',
      targetNode: b,
      targetInputIdentifier: 'string',
      order: 0,
    },
  };
  const snippet = {
    type: 'nodeloom/snippet',
    version: 1,
    events: [
      { eventType: 'nodeBootstrapped', node: snippetNode(a, 'stringTrim', 'trim', 0) },
      { eventType: 'nodeBootstrapped', node: snippetNode(b, 'stringLength', 'length', 300) },
      ...(wired ? [wire] : []),
    ],
  };
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, JSON.stringify(snippet));
}

/** A palette option's or menu item's name: the command, then its shortcut if it has one. */
function entryName(command: string): RegExp {
  const escaped = command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}( |$)`);
}

/** Runs a command from the command palette (Ctrl+K), choosing its option by name. */
export async function openFromPalette(page: Page, command: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command…').fill(command);
  await page.getByRole('option', { name: entryName(command) }).click();
}

/**
 * Opens a dialog from the top bar's workspace menu: the group's submenu ('Project', 'Library',
 * 'Node', 'Find', 'Workspace'), then the item (its name may be followed by a shortcut).
 */
export async function openFromWorkspaceMenu(page: Page, group: string, item: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Workspace menu' });
  // the menu's own code first (pointing at the button loads it; base-ui's trigger says it has a
  // menu): a click made while it loads is first-use-controls.spec's subject, not these walks'
  await button.hover();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  await page.getByRole('menuitem', { name: group, exact: true }).click();
  await page
    .getByRole('menu', { name: group })
    .getByRole('menuitem', { name: entryName(item) })
    .click();
}

/** The collaborators this page's session can follow: shown once its session has joined with others there. */
export const collaboratorAvatars = (page: Page) =>
  page.getByRole('group', { name: 'Collaborators' }).getByRole('button', { name: /^Follow / });

/**
 * How long an open may take before its canvas shows: the whole workspace loads first, its graph
 * is built and evaluated, and with two workers beside the server that is seconds on this machine.
 */
export const OPEN_TIMEOUT_MS = 30_000;

/**
 * Resolves once an open's "Project loaded" toast shows, found by its role (status): a layout with
 * the console shows the same words as a log line.
 */
export async function expectProjectLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Project loaded' })).toBeVisible({
    timeout: OPEN_TIMEOUT_MS,
  });
}

/** Resolves once the live canvas of an opening workspace is there (not the static first frame). */
export async function expectLiveCanvas(page: Page): Promise<void> {
  await expect(liveCanvas(page)).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * The box of the visible element `locator` finds, measured again when that element went away while
 * it was measured: in a workspace's first seconds, the dock's controls are replaced by their twins
 * when react-mosaic's code arrives and again when their menus' code is prefetched.
 */
export async function boxOf(locator: Locator): Promise<Box> {
  let box: Box | null = null;
  await expect(async () => {
    box = await locator.boundingBox();
    expect(box, 'the element shows').not.toBeNull();
  }).toPass();
  return box as unknown as Box;
}

/** Signs in with a fresh test account, creates an empty project and opens it; resolves on its first canvas frame. */
export async function openEmptyProject(page: Page, namePrefix: string): Promise<string> {
  await signInWithTestAccount(page);
  const project = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName(namePrefix),
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${project.id}`);
  await expect(page.getByText('This level is empty')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  return project.id;
}
