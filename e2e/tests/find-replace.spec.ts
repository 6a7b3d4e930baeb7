// Issue 13's find and replace walk: find a node by an expression's text and jump to it, then rename
// a node referenced by two expressions (relative and absolute paths) and find both rewritten, in
// the workspace and on the server, undone in one step.

import { canvasNode, clickCanvasAt, clickNodeName, expectSelected } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS, openFromWorkspaceMenu } from '../support/workspace.js';

test.setTimeout(90_000);

/** A constant under hex; with an expression, its value is that expression. */
const constant = (id: string, name: string, y: number, expression?: string) =>
  savedNode(id, 'constant', name, {
    x: 100,
    y,
    params: expression ? { value: { name: 'value', value: '', expression, evalType: 'expression' } } : {},
  });

test('finds by expression text, and renames a node with the two expressions that name it', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('Find') });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: constant('node_find_box', 'box', 0) },
      { type: 'saveNode', node: constant('node_find_twice', 'twice', 120, 'box.$value * 2') },
      { type: 'saveNode', node: constant('node_find_label', 'label', 240, "'size ' + /hex/box.$value") },
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expect(canvasNode(page, 'node_find_box')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });

  // find by an expression's text and jump to the node
  await clickCanvasAt(page, { x: 20, y: 20 });
  await page.keyboard.press('Control+Shift+F');
  let dialog = page.getByRole('dialog', { name: 'Find and replace' });
  await dialog.getByRole('searchbox', { name: 'Find' }).fill("'size '");
  const results = dialog.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await expect(results).toContainText('/hex/label');
  await results.getByRole('button').click();
  await expect(dialog).toHaveCount(0);
  await expectSelected(canvasNode(page, 'node_find_label'));

  // rename box: both expressions that name it are previewed, then rewritten
  await clickNodeName(canvasNode(page, 'node_find_box'));
  await openFromWorkspaceMenu(page, 'Find', 'Find and replace');
  dialog = page.getByRole('dialog', { name: 'Find and replace' });
  await dialog.getByRole('tab', { name: 'Rename with references' }).click();
  await dialog.getByLabel('New name').fill('crate');
  const preview = dialog.getByRole('region', { name: 'Rewritten references' });
  await expect(preview).toContainText('2 references will be rewritten');
  await expect(preview).toContainText('crate.$value * 2');
  await expect(preview).toContainText("'size ' + /hex/crate.$value");
  await dialog.getByRole('button', { name: 'Rename and rewrite' }).click();
  await page.keyboard.press('Escape');
  // (read with the modal dialog closed: the canvas behind it is out of the accessibility tree)
  await expect(canvasNode(page, 'node_find_box')).toHaveAccessibleName(/^crate, /);

  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  type Stored = {
    graph: { nodes: { id: string; name: string; params: { value?: { expression: string } } }[] };
  };
  const stored = await callFromPage<Stored>(page, 'GET', `/projects/${id}`);
  const byId = new Map(stored.graph.nodes.map((n) => [n.id, n]));
  expect(byId.get('node_find_box')?.name).toBe('crate');
  expect(byId.get('node_find_twice')?.params.value?.expression).toBe('crate.$value * 2');
  expect(byId.get('node_find_label')?.params.value?.expression).toBe("'size ' + /hex/crate.$value");

  // one undo step takes the name and both rewrites back
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(canvasNode(page, 'node_find_box')).toHaveAccessibleName(/^box, /);
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  const undone = await callFromPage<Stored>(page, 'GET', `/projects/${id}`);
  expect(undone.graph.nodes.find((n) => n.id === 'node_find_twice')?.params.value?.expression).toBe(
    'box.$value * 2',
  );
});
