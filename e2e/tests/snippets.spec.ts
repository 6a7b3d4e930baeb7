// Issue 13's snippet walk: save two wired nodes as a snippet, find it stored, insert it into the
// project at the middle of the canvas (one undo step), then open the snippet itself (/project?snip=).

import type { Page } from '@playwright/test';
import { canvasNodeNamed, clickNodeName } from '../support/canvas.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  expectProjectLoaded,
  OPEN_TIMEOUT_MS,
  openFromWorkspaceMenu,
  pasteTwoNodes,
} from '../support/workspace.js';

test.setTimeout(120_000);

interface StoredGraph {
  nodes: {
    id: string;
    name: string;
    definitionName: string;
    parentId?: string;
    position: { x: number; y: number };
  }[];
  connections: { sourceNode: string; targetNode: string }[];
}

const SHOTS = process.env.NODELOOM_E2E_SHOTS;

/** The snippet dialogs sit in the workspace menu's Library submenu. */
const fromMenu = (page: Page, item: string) => openFromWorkspaceMenu(page, 'Library', item);

test('save a selection as a snippet, insert it, open it', async ({ page }) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Snippets'),
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${id}`);
  await expectProjectLoaded(page);
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await pasteTwoNodes(page, { wired: true });
  await expect(statusBar).toContainText('2 nodes');

  // save the selection (both nodes and their wire) as a snippet
  await page.keyboard.press('Control+a');
  await fromMenu(page, 'Save selection as snippet');
  const save = page.getByRole('dialog', { name: 'Save selection as snippet' });
  await expect(save.getByText('2 nodes and the wires between them')).toBeVisible();
  await save.getByLabel('Snippet name').fill('Trim then length');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-save.png` });
  await save.getByRole('button', { name: 'Save snippet' }).click();
  await expect(page.getByText('Snippet "Trim then length" saved')).toBeVisible();
  await expect(save).toHaveCount(0);

  // the server keeps the two nodes and the wire between them
  const [stored, ...others] = await callFromPage<{ id: string; name: string; graph: StoredGraph }[]>(
    page,
    'GET',
    '/snippets',
  );
  expect(others).toHaveLength(0);
  expect(stored!.name).toBe('Trim then length');
  expect(stored!.graph.nodes.map((n) => n.definitionName).sort()).toEqual(['stringLength', 'stringTrim']);
  expect(stored!.graph.connections).toHaveLength(1);

  // insert it from the snippet manager: two more nodes and one more wire, selected, one undo step
  await fromMenu(page, 'Open snippet manager');
  const manager = page.getByRole('dialog', { name: 'Snippets' });
  const row = manager.getByRole('listitem', { name: 'Trim then length' });
  await expect(row).toContainText('2 nodes');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-manager.png` });
  await row.getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByText('Inserted "Trim then length"')).toBeVisible();
  await expect(manager).toHaveCount(0);
  await expect(statusBar).toContainText('4 nodes');
  // each copy is drawn wired (its length's description names the trim wired into it)
  await expect(canvasNodeNamed(page, 'length1')).toHaveAccessibleDescription(/Inputs: \w+ from trim1\./);
  await expect(canvasNodeNamed(page, 'length')).toHaveAccessibleDescription(/Inputs: \w+ from trim\./);
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const project = await callFromPage<{ graph: StoredGraph }>(page, 'GET', `/projects/${id}`);
  // the project's own nodes on the markup level (its root contexts aside), each with its own name
  const onLevel = project.graph.nodes.filter((n) => n.parentId === 'hex');
  expect(onLevel.map((n) => n.definitionName).sort()).toEqual([
    'stringLength',
    'stringLength',
    'stringTrim',
    'stringTrim',
  ]);
  expect(new Set(onLevel.map((n) => n.name)).size).toBe(4);
  // at the middle of the canvas, not on top of the originals (which sit at its top-left)
  const position = (name: string) => onLevel.find((n) => n.name === name)!.position;
  expect(position('trim1')).not.toEqual(position('trim'));
  expect(position('length1').x - position('trim1').x).toBe(300);
  expect(project.graph.connections).toHaveLength(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-inserted.png` });
  await page.keyboard.press('Control+z');
  await expect(statusBar).toContainText('2 nodes');

  // Escape closes the manager; then rename the snippet and open its graph in the workspace
  await fromMenu(page, 'Open snippet manager');
  await expect(row).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manager).toHaveCount(0);
  await fromMenu(page, 'Open snippet manager');
  await row.getByRole('button', { name: 'Rename' }).click();
  await manager.getByLabel('Snippet name').fill('Trimmed length');
  await manager.getByLabel('Snippet name').press('Enter');
  const renamed = manager.getByRole('listitem', { name: 'Trimmed length' });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/project\\?snip=${stored!.id}$`));
  await expect(page.getByText('Snippet loaded')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(statusBar).toContainText('2 nodes');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/snippet-open.png` });

  // editable: a deleted node is saved into the snippet, which keeps no root context nodes
  // by its name: a node's text also holds its accessible description, which names its neighbours
  await clickNodeName(canvasNodeNamed(page, 'length'));
  await page.keyboard.press('Delete');
  await expect(statusBar).toContainText('1 node');
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const [edited] = await callFromPage<{ graph: StoredGraph }[]>(page, 'GET', '/snippets');
  expect(edited!.graph.nodes.map((n) => n.definitionName)).toEqual(['stringTrim']);
  expect(edited!.graph.connections).toEqual([]);
});
