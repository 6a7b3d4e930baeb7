// Issue 14's Done-when: one project open in two browser contexts as its owner and a team member,
// and a third, read-only viewer through a share link. Cursors, selections, edits, a simultaneous
// edit of one node, per-user undo; the server's stored graph is checked at the end.

import type { Browser, Page } from '@playwright/test';
import { canvasNode, liveCanvas, selectedCanvasNodes } from '../support/canvas.js';
import { remoteCursors, remoteSelection } from '../support/presence.js';
import { expect, setDebugFlags, signInWithTestAccount, test } from '../support/test.js';
import { callFromPage, collaboratorAvatars, pasteTwoNodes, shareProject } from '../support/workspace.js';
import { nodesOf, pane } from './canvas-support.js';

/**
 * Where a page's editor has a node (debug_editorHandle exposes the editor, as the editor bench
 * uses it): xyflow draws only the nodes in view, so the DOM cannot say where an off-screen one is.
 */
async function positionOf(page: Page, id: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((nodeId) => {
    type Handle = { getNode(id: string): { position: { x: number; y: number } } | undefined };
    const editor = (window as unknown as { __nodeloomEditor?: Handle }).__nodeloomEditor;
    return editor?.getNode(nodeId)?.position ?? null;
  }, id);
}

/**
 * Drags a node by (dx, dy) screen pixels with the mouse, in steps as a hand does: by its middle,
 * where its name and definition stand. Not near its top edge, where its input socket reaches
 * 8 flow units in: zoomed in (167% after the follow step), 12 px below the top is on the socket
 * and the press starts a wire, on either canvas.
 */
async function dragNode(page: Page, id: string, dx: number, dy: number): Promise<void> {
  const box = (await canvasNode(page, id).boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
  await page.mouse.up();
}

async function openProject(page: Page, projectId: string, pat?: string): Promise<void> {
  await page.goto(`/project?id=${projectId}${pat ? `&pat=${pat}` : ''}`);
  // the docked panels load lazily: slow on a busy machine
  await expect(pane(page)).toBeVisible({ timeout: 30_000 });
}

const exposeEditor = (page: Page) => setDebugFlags(page, 'editorHandle');

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await exposeEditor(page);
  await signInWithTestAccount(page);
  return page;
}

interface StoredProject {
  graph: { nodes: { id: string; name: string; position: { x: number; y: number } }[] };
}

/** The view (centre and zoom) a page's canvas shows. */
const viewportOf = (page: Page) => liveCanvas(page).getAttribute('data-view');

/** Waits until every page shows the node at the same place, and returns it. */
async function agreedPosition(pages: Page[], id: string): Promise<{ x: number; y: number }> {
  await expect
    .poll(
      async () =>
        new Set(await Promise.all(pages.map(async (p) => JSON.stringify(await positionOf(p, id))))).size,
    )
    .toBe(1);
  return (await positionOf(pages[0]!, id))!;
}

test('two users edit one project live; a share-link viewer watches and cannot edit', async ({ browser }) => {
  // three pages, each drawing its canvas (in software for the GPU canvas on a machine without a GPU)
  test.setTimeout(300_000);
  const owner = await signedInPage(browser);
  const member = await signedInPage(browser);
  const memberMe = await callFromPage<{ id: string }>(member, 'GET', '/users/me');
  const team = await callFromPage<{ id: string }>(owner, 'POST', '/teams', { name: 'Live crew' });
  await callFromPage(owner, 'POST', `/teams/${team.id}/members`, { userId: memberMe.id });
  const project = await callFromPage<{ id: string }>(owner, 'POST', '/projects', {
    name: 'Shared live',
    teamId: team.id,
  });

  await openProject(owner, project.id);
  await openProject(member, project.id);
  // each sees the other in the top bar
  await expect(collaboratorAvatars(owner)).toHaveCount(1);
  await expect(collaboratorAvatars(member)).toHaveCount(1);

  // an edit in one appears in the other within a second (pasted where the pointer is: mid-canvas)
  const box = (await pane(owner).boundingBox())!;
  await owner.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 - 60);
  await pasteTwoNodes(owner, { wired: true });
  const trim = (await nodesOf(owner, 'stringTrim').getAttribute('data-id'))!;
  const length = (await nodesOf(owner, 'stringLength').getAttribute('data-id'))!;
  await expect(canvasNode(member, trim)).toBeVisible({ timeout: 1000 });
  await expect(canvasNode(member, length)).toBeVisible({ timeout: 1000 });
  // the wire too: length's description on the member's canvas names trim wired into it
  await expect(canvasNode(member, length)).toHaveAccessibleDescription(/Inputs: \w+ from trim\./);

  // the owner's cursor and selection show on the member's canvas, and the member's on the owner's
  await owner.mouse.move(box.x + box.width - 150, box.y + box.height - 250, { steps: 4 });
  await expect(remoteCursors(member)).toHaveCount(1);
  await canvasNode(owner, trim).click({ position: { x: 20, y: 10 } });
  await expect(remoteSelection(member, trim)).toBeVisible();
  await canvasNode(member, length).click({ position: { x: 20, y: 10 } });
  await expect(remoteSelection(owner, length)).toBeVisible();
  await expect(remoteSelection(owner, trim)).toHaveCount(0);
  await expect(remoteCursors(owner)).toHaveCount(1);

  // both move the same node at once: both end with the same place
  const start = await positionOf(owner, trim);
  await Promise.all([dragNode(owner, trim, 120, 0), dragNode(member, trim, 0, 100)]);
  const together = await agreedPosition([owner, member], trim);
  expect(together).not.toEqual(start);

  // undo takes back only one's own edit: the owner's move of length, not the member's later one of trim
  const lengthBefore = await agreedPosition([owner, member], length);
  // (a drag takes the selected nodes along: nothing is selected first)
  await pane(owner).click({ position: { x: 10, y: 10 } });
  await expect(selectedCanvasNodes(owner)).toHaveCount(0);
  await dragNode(owner, length, 0, 120);
  const lengthMoved = await agreedPosition([owner, member], length);
  expect(lengthMoved).not.toEqual(lengthBefore);
  await pane(member).click({ position: { x: 10, y: 10 } });
  await dragNode(member, trim, -100, 0);
  const trimByMember = await agreedPosition([owner, member], trim);
  expect(trimByMember).not.toEqual(together);
  await owner.keyboard.press('Control+z');
  expect(await agreedPosition([owner, member], length)).toEqual(lengthBefore);
  expect(await agreedPosition([owner, member], trim)).toEqual(trimByMember);

  // follow mode: the member follows the owner's viewport until they pan themselves
  await collaboratorAvatars(member).first().click();
  await expect(member.getByRole('button', { name: /^Stop following / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await owner.getByRole('button', { name: 'Zoom In' }).click();
  await expect.poll(() => viewportOf(member)).toBe(await viewportOf(owner));
  await member.keyboard.press('Escape');
  await expect(member.getByRole('button', { name: /^Follow / })).toHaveAttribute('aria-pressed', 'false');

  // a viewer with the share link sees the edits and cannot commit any
  const token = await shareProject(owner, project.id);
  const viewer = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await exposeEditor(viewer);
  await openProject(viewer, project.id, token);
  await expect(viewer.getByText('Read-only', { exact: true })).toBeVisible();
  expect(await agreedPosition([owner, member, viewer], trim)).toEqual(trimByMember);
  await dragNode(owner, trim, 0, -80);
  const last = await agreedPosition([owner, member, viewer], trim);
  expect(last).not.toEqual(trimByMember);
  await expect(collaboratorAvatars(owner)).toHaveCount(2);
  await canvasNode(viewer, length).click({ position: { x: 20, y: 10 } });
  await viewer.keyboard.press('Delete');
  await dragNode(viewer, trim, 100, 100);
  await expect(canvasNode(viewer, length)).toBeVisible();
  expect(await agreedPosition([owner, member, viewer], trim)).toEqual(last);

  // what the server stored (the host's saves) is what everyone sees
  await expect
    .poll(async () => {
      const stored = await callFromPage<StoredProject>(owner, 'GET', `/projects/${project.id}`);
      return Object.fromEntries(
        stored.graph.nodes.filter((n) => n.id === trim || n.id === length).map((n) => [n.id, n.position]),
      );
    })
    .toEqual({ [trim]: last, [length]: lengthBefore });
});
