// Issue 36 "Undo ends at reload": each user's undo and redo stacks survive a reload, still per user
// in a shared session. A's undo after the reload takes back A's edit, never B's made in between.

import type { Browser, Page } from '@playwright/test';
import { canvasNode, canvasNodeNamed, nodeNameOf } from '../support/canvas.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import {
  callFromPage,
  collaboratorAvatars,
  expectLiveCanvas,
  openEmptyProject,
} from '../support/workspace.js';
import { addNodeByPicker, pane } from './canvas-support.js';

const history = (page: Page) => page.getByRole('group', { name: 'History' });
const undoButton = (page: Page) => history(page).getByRole('button', { name: /^Undo/ });
const redoButton = (page: Page) => history(page).getByRole('button', { name: /^Redo/ });
/** A node on the canvas by its name (its accessible name: "<name>, <definition name>"). */
const onCanvas = (page: Page, name: string) => canvasNodeNamed(page, name);

/** The names of the nodes the server stored (the fold of the project's log), sorted. */
async function storedNames(page: Page, projectId: string): Promise<string[]> {
  const stored = await callFromPage<{ graph: { nodes: { id: string; name: string }[] } }>(
    page,
    'GET',
    `/projects/${projectId}`,
  );
  return stored.graph.nodes
    .filter((node) => node.id.startsWith('node_'))
    .map((node) => node.name)
    .sort();
}

/** Adds a node with the tab menu and returns the name the canvas shows for it. */
async function addNamedNode(page: Page, definition: string, at: { x: number; y: number }): Promise<string> {
  const id = await addNodeByPicker(page, definition, at);
  const name = await nodeNameOf(canvasNode(page, id));
  // nothing stays selected: the undo below must not depend on what is
  await pane(page).click({ position: { x: 10, y: 10 } });
  return name.trim();
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInWithTestAccount(page);
  return page;
}

/** Reloads and waits until the workspace shows the kept history (the Undo button is on). */
async function reloadWithHistory(page: Page): Promise<void> {
  await page.reload();
  await expectLiveCanvas(page);
  await expect(undoButton(page)).toBeEnabled();
  await pane(page).click({ position: { x: 10, y: 10 } });
}

test("after a reload, A's Ctrl+Z undoes A's edit and leaves B's edit made in between", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const a = await signedInPage(browser);
  const b = await signedInPage(browser);
  const bMe = await callFromPage<{ id: string }>(b, 'GET', '/users/me');
  const team = await callFromPage<{ id: string }>(a, 'POST', '/teams', { name: 'Undo crew' });
  await callFromPage(a, 'POST', `/teams/${team.id}/members`, { userId: bMe.id });
  const project = await callFromPage<{ id: string }>(a, 'POST', '/projects', {
    name: 'Shared undo',
    teamId: team.id,
    metadata: { context: 'hex' },
  });
  for (const page of [a, b]) {
    await page.goto(`/project?id=${project.id}`);
    await expectLiveCanvas(page);
  }
  await expect(collaboratorAvatars(a)).toHaveCount(1);
  await expect(collaboratorAvatars(b)).toHaveCount(1);

  const mine = await addNamedNode(a, 'stringLength', { x: 320, y: 220 });
  await expect(onCanvas(b, mine)).toBeVisible();
  const theirs = await addNamedNode(b, 'stringTrim', { x: 620, y: 420 });
  await expect(onCanvas(a, theirs)).toBeVisible();
  await expect.poll(() => storedNames(a, project.id)).toEqual([mine, theirs].sort());

  await reloadWithHistory(a);
  await expect(onCanvas(a, mine)).toBeVisible();
  await a.keyboard.press('Control+z');
  for (const page of [a, b]) {
    await expect(onCanvas(page, mine)).toHaveCount(0);
    await expect(onCanvas(page, theirs)).toBeVisible();
  }
  await expect.poll(() => storedNames(b, project.id)).toEqual([theirs]);

  await expect(redoButton(a)).toBeEnabled();
  await a.keyboard.press('Control+Shift+z');
  await expect(onCanvas(a, mine)).toBeVisible();
  await expect(onCanvas(b, mine)).toBeVisible();
  await expect.poll(() => storedNames(b, project.id)).toEqual([mine, theirs].sort());

  // and Ctrl+Y redoes as well, after another reload between the undo and the redo
  await a.keyboard.press('Control+z');
  await expect.poll(() => storedNames(a, project.id)).toEqual([theirs]);
  await a.reload();
  await expectLiveCanvas(a);
  await expect(redoButton(a)).toBeEnabled();
  await pane(a).click({ position: { x: 10, y: 10 } });
  await a.keyboard.press('Control+y');
  await expect(onCanvas(a, mine)).toBeVisible();
  await expect(onCanvas(b, theirs)).toBeVisible();
  await expect.poll(() => storedNames(a, project.id)).toEqual([mine, theirs].sort());
});

test('a single user reloads and undoes the last edit, then redoes it', async ({ page }) => {
  const projectId = await openEmptyProject(page, 'undo-reload');
  const added = await addNamedNode(page, 'stringLength', { x: 320, y: 220 });
  await expect.poll(() => storedNames(page, projectId)).toEqual([added]);

  await reloadWithHistory(page);
  await page.keyboard.press('Control+z');
  await expect(page.getByText('This level is empty')).toBeVisible();
  await expect.poll(() => storedNames(page, projectId)).toEqual([]);

  await page.keyboard.press('Control+Shift+z');
  await expect(onCanvas(page, added)).toBeVisible();
  await expect.poll(() => storedNames(page, projectId)).toEqual([added]);
});
