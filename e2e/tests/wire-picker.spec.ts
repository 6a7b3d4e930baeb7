// Wiring without dragging (issue 37, WCAG 2.2 SC 2.5.7), by keyboard alone once the project is open:
// the wire picker wires, refuses, unwires and reorders; the tab menu opens beside the focused node.

import type { Page } from '@playwright/test';
import { canvasNode, canvasNodes } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, expectLiveCanvas } from '../support/workspace.js';

const CONSTANT = 'node_e2ewireconstant01';
const CONSTANT1 = 'node_e2ewireconstant02';
const PLUS = 'node_e2ewireplus000001';

interface StoredGraph {
  nodes: { id: string; definitionName: string; position: { x: number; y: number } }[];
  connections: { sourceNode: string; targetNode: string; targetInputIdentifier: string; order: number }[];
}

async function openProjectWith(page: Page, nodes: ReturnType<typeof savedNode>[]): Promise<string> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Wires'),
    metadata: { context: 'hex' },
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: nodes.map((node) => ({ type: 'saveNode', node })),
  });
  await page.goto(`/project?id=${id}`);
  await expectLiveCanvas(page);
  await expect(canvasNodes(page)).toHaveCount(nodes.length);
  return id;
}

const storedGraph = async (page: Page, id: string) =>
  (await callFromPage<{ graph: StoredGraph }>(page, 'GET', `/projects/${id}`)).graph;

/** the sources wired into plus's Numbers, in their order, as the server stores them */
const storedIntoPlus = async (page: Page, id: string) =>
  (await storedGraph(page, id)).connections
    .filter((c) => c.targetNode === PLUS && c.targetInputIdentifier === 'numbers')
    .sort((a, b) => a.order - b.order)
    .map((c) => c.sourceNode);

test('the wire picker wires, refuses, removes and reorders wires by keyboard alone', async ({ page }) => {
  const id = await openProjectWith(page, [
    savedNode(CONSTANT, 'constant', 'constant', { x: 0, y: 0 }),
    savedNode(CONSTANT1, 'constant', 'constant1', { x: 0, y: 200 }),
    savedNode(PLUS, 'plus', 'plus', { x: 400, y: 100 }),
  ]);
  const picker = page.getByRole('dialog', { name: 'Wire picker' });
  const status = picker.getByRole('status');
  const constant = canvasNode(page, CONSTANT);

  // W on the focused constant: its output is chosen, the search finds plus's input, Enter wires it
  await constant.focus();
  await page.keyboard.press('w');
  const sockets = picker.getByRole('listbox', { name: 'Sockets of constant' });
  await expect(sockets).toBeFocused();
  await expect(sockets.getByRole('option', { selected: true })).toHaveText(
    'Output Value (inferred), not wired',
  );
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('combobox', { name: 'Wire Value into' })).toBeFocused();
  await page.keyboard.type('plus');
  const intoTargets = picker.getByRole('listbox', { name: 'Wire Value into' });
  await expect(intoTargets.getByRole('option', { selected: true })).toHaveText('plus · Numbers (number)');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Wired constant Value to plus Numbers.');
  await expect.poll(() => storedIntoPlus(page, id)).toEqual([CONSTANT]);

  // the same wire again is refused with the engine's message, and nothing changes
  await expect(intoTargets.getByRole('option', { selected: true })).toHaveText(
    'plus · Numbers (number) — already wired',
  );
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Connection already exists: constant → plus.numbers');
  await expect.poll(() => storedIntoPlus(page, id)).toEqual([CONSTANT]);

  // Escape closes it and the keyboard is back on the node it was opened from
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(constant).toBeFocused();
  // (the picker is modal: with it closed, constant's description names the wire the canvas draws)
  await expect(constant).toHaveAccessibleDescription(/Outputs: value to plus \(numbers\)\./);

  // opened again, the socket lists its wire: Remove takes it away
  await page.keyboard.press('w');
  await expect(sockets.getByRole('option', { selected: true })).toHaveText('Output Value (inferred), 1 wire');
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Remove wire to plus Numbers' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Removed the wire to plus Numbers.');
  await expect(sockets).toBeFocused();
  await expect.poll(() => storedIntoPlus(page, id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(constant).toHaveAccessibleDescription(/Outputs: value not wired\./);

  // plus's multi-input: two wires, the second moved up
  await canvasNode(page, PLUS).focus();
  await page.keyboard.press('w');
  const plusSockets = picker.getByRole('listbox', { name: 'Sockets of plus' });
  await expect(plusSockets).toBeFocused();
  await page.keyboard.press('Home');
  await expect(plusSockets.getByRole('option', { selected: true })).toHaveText(
    'Multi-input Numbers (number), not wired',
  );
  await page.keyboard.press('Tab');
  const search = picker.getByRole('combobox', { name: 'Wire into Numbers from' });
  await expect(search).toBeFocused();
  await page.keyboard.type('constant value');
  const fromTargets = picker.getByRole('listbox', { name: 'Wire into Numbers from' });
  await expect(fromTargets.getByRole('option', { selected: true })).toHaveText('constant · Value (inferred)');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(fromTargets.getByRole('option', { selected: true })).toHaveText(
    'constant1 · Value (inferred)',
  );
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Wired constant1 Value to plus Numbers.');
  await expect.poll(() => storedIntoPlus(page, id)).toEqual([CONSTANT, CONSTANT1]);
  // back from the search: constant1's Remove, Move down, then Move up
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const up = picker.getByRole('button', { name: 'Move up: wire from constant1 Value' });
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Moved the wire from constant1 Value to place 1 of 2.');
  await expect(up).toBeFocused();
  await expect(picker.getByRole('list', { name: 'Wires of Numbers' }).getByRole('listitem')).toHaveText([
    /^1\. from constant1 · Value/,
    /^2\. from constant · Value/,
  ]);
  await expect.poll(() => storedIntoPlus(page, id)).toEqual([CONSTANT1, CONSTANT]);
});

test('the tab menu opens beside the focused node, places the new node beside it and focuses it', async ({
  page,
}) => {
  const id = await openProjectWith(page, [savedNode(CONSTANT, 'constant', 'constant', { x: 0, y: 0 })]);
  const constant = canvasNode(page, CONSTANT);
  await constant.focus();
  await page.keyboard.press('Tab');
  const menu = page.getByRole('dialog', { name: 'Tab menu' });
  await expect(menu).toBeVisible();
  const nodeBox = (await constant.boundingBox())!;
  const menuBox = (await menu.boundingBox())!;
  // beside the node (its right, or its left when the right has no room), level with it
  const clear = menuBox.x >= nodeBox.x + nodeBox.width || menuBox.x + menuBox.width <= nodeBox.x;
  expect(clear, 'the menu leaves the node in sight').toBe(true);
  expect(menuBox.y, 'the menu is level with the node').toBeLessThan(nodeBox.y + nodeBox.height);
  expect(menuBox.y + menuBox.height).toBeGreaterThan(nodeBox.y);
  await page.keyboard.type('plus');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(canvasNodes(page)).toHaveCount(2);
  const created = async () => (await storedGraph(page, id)).nodes.find((n) => n.definitionName === 'plus');
  // right of the constant (160 wide) with two grid steps between, level with it
  await expect.poll(async () => (await created())?.position).toEqual({ x: 200, y: 0 });
  const plus = canvasNode(page, (await created())!.id);
  await expect(plus).toBeFocused();

  // a socket chosen in the wire picker: the menu offers what takes it and wires the new node to it
  await constant.focus();
  await page.keyboard.press('w');
  const picker = page.getByRole('dialog', { name: 'Wire picker' });
  await expect(picker.getByRole('listbox', { name: 'Sockets of constant' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const add = picker.getByRole('button', { name: 'Add a node to this socket…' });
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Search nodes' })).toHaveAttribute(
    'placeholder',
    'Nodes taking inferred…',
  );
  await page.keyboard.type('plus');
  await page.keyboard.press('Enter');
  await expect(canvasNodes(page)).toHaveCount(3);
  await expect
    .poll(async () => {
      const graph = await storedGraph(page, id);
      const second = graph.nodes.find((n) => n.definitionName === 'plus' && n.position.y > 0);
      return graph.connections.map((c) => [c.sourceNode === CONSTANT, c.targetNode === second?.id]);
    })
    .toEqual([[true, true]]);
  // the first plus sat right of the constant: the second goes below it, clear of it
  const second = (await storedGraph(page, id)).nodes.find(
    (n) => n.definitionName === 'plus' && n.position.y > 0,
  )!;
  expect(second.position).toEqual({ x: 200, y: 80 });
  await expect(canvasNode(page, second.id)).toBeFocused();
});
