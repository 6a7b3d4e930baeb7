// Issue 13's snapshot walk: take a snapshot, change the graph (move a node, change a param, remove a
// wire), see exactly those changes in the diff list and on the canvas, restore, and find the graph as
// it was (with a backup snapshot of what the restore replaced).

import type { Page } from '@playwright/test';
import { canvasNode, clickNodeName, nodeNamePoint } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expectNodeMark } from '../support/node-marks.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS, openFromWorkspaceMenu } from '../support/workspace.js';

async function openSnapshots(page: Page) {
  await openFromWorkspaceMenu(page, 'Project', 'Project snapshots');
  return page.getByRole('dialog', { name: 'Project snapshots' });
}

test('a snapshot, a diff of what changed since, and a restore', async ({ page }) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Snapshots'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode('node_snap_first', 'constant', 'first', { x: 100, y: 100 }) },
      { type: 'saveNode', node: savedNode('node_snap_second', 'constant', 'second', { x: 100, y: 300 }) },
      { type: 'saveNode', node: savedNode('node_snap_plus', 'plus', 'plus', { x: 420, y: 200 }) },
      {
        type: 'saveConnection',
        connection: savedWire('node_snap_first', 'value', 'node_snap_plus', 'numbers'),
      },
      {
        type: 'saveConnection',
        connection: savedWire('node_snap_second', 'value', 'node_snap_plus', 'numbers', 1),
      },
    ],
  });
  await page.goto(`/project?id=${id}`);
  // plus's description names the wires into it, as a screen reader reads them
  const plus = canvasNode(page, 'node_snap_plus');
  await expect(plus).toHaveAccessibleDescription(/Inputs: numbers from first and second\./, {
    timeout: OPEN_TIMEOUT_MS,
  });

  // take a snapshot with a name, a colour and a comment
  let dialog = await openSnapshots(page);
  await expect(dialog.getByText('No snapshots yet.')).toBeVisible();
  await dialog.getByLabel('Snapshot name').fill('Before the change');
  await dialog.getByRole('radio', { name: 'Blue' }).click();
  await dialog.getByLabel('Comment').fill('two constants into plus');
  await dialog.getByRole('button', { name: 'Take snapshot' }).click();
  await expect(dialog.getByRole('listitem', { name: 'Before the change' })).toBeVisible();
  await expect(dialog.getByText('two constants into plus')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // change the graph as a user: move plus, give first a value, disconnect second
  const grab = await nodeNamePoint(plus);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 120, grab.y + 80, { steps: 8 });
  await page.mouse.up();
  await clickNodeName(canvasNode(page, 'node_snap_first'));
  const parameters = page.getByRole('region', { name: 'Parameters' });
  const value = parameters.getByLabel('Value', { exact: true });
  await value.fill('7');
  await value.press('Enter');
  // (with the wire picker: W on plus, the keyboard's way to a wire, on either canvas)
  await plus.click();
  await page.keyboard.press('w');
  const picker = page.getByRole('dialog', { name: 'Wire picker' });
  await expect(picker.getByRole('listbox', { name: 'Sockets of plus' })).toBeFocused();
  await page.keyboard.press('Home');
  await picker.getByRole('button', { name: 'Remove wire from second Value' }).click();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(plus).toHaveAccessibleDescription(/Inputs: numbers from first\./);
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });

  // the diff lists exactly those changes
  dialog = await openSnapshots(page);
  await dialog
    .getByRole('listitem', { name: 'Before the change' })
    .getByRole('button', { name: 'Compare' })
    .click();
  const changes = dialog.getByLabel('Changes');
  await expect(changes.getByRole('region', { name: 'Moved nodes' })).toContainText('plus');
  await expect(changes.getByRole('region', { name: 'Changed parameters' })).toContainText('value');
  await expect(changes.getByRole('region', { name: 'Changed parameters' })).toContainText('"7"');
  await expect(changes.getByRole('region', { name: 'Wires removed' })).toContainText(
    'second.value → plus.numbers',
  );
  await expect(changes.getByRole('region', { name: 'Added nodes' })).toHaveCount(0);
  await expect(changes.getByRole('region', { name: 'Removed nodes' })).toHaveCount(0);

  // shown on the canvas: the changed nodes are highlighted until cleared
  await dialog.getByRole('button', { name: 'Show on canvas' }).click();
  await expectNodeMark(canvasNode(page, 'node_snap_plus'), 'diff', 'changed');
  await expectNodeMark(canvasNode(page, 'node_snap_first'), 'diff', 'changed');
  await expect(
    page.getByRole('status').filter({ hasText: 'Changes since "Before the change"' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expectNodeMark(canvasNode(page, 'node_snap_plus'), 'diff', 'changed', { not: true });

  // restore: the graph is back, and what it replaced is kept as a backup snapshot
  dialog = await openSnapshots(page);
  await dialog
    .getByRole('listitem', { name: 'Before the change' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(plus).toHaveAccessibleDescription(/Inputs: numbers from first and second\./);
  await expect(page.getByRole('dialog', { name: 'Project snapshots' })).toHaveCount(0);
  dialog = await openSnapshots(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  const snapshots = await callFromPage<{ name: string }[]>(page, 'GET', `/projectSnapshots?projectId=${id}`);
  expect(snapshots).toHaveLength(2);
  const graph = await callFromPage<{ graph: { connections: unknown[] } }>(page, 'GET', `/projects/${id}`);
  expect(graph.graph.connections).toHaveLength(2);
});
