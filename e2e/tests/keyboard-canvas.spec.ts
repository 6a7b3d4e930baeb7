// Issue 37, the graph by keyboard: without a single mouse event, F6 reaches the canvas, arrows move
// between nodes, Alt+Up follows wires, Space selects, Ctrl+arrows move (stored), F2 renames, Enter
// and Shift+Enter enter and leave a level, Delete deletes. Each focused node is checked by its
// data-id and accessible name.

import type { Page } from '@playwright/test';
import { canvasNode, expectSelected, liveCanvas, selectedCanvasNodes } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

const A = 'node_keys_a';
const B = 'node_keys_b';
const SUM = 'node_keys_sum';
const GROUP = 'node_keys_group';
const INNER = 'node_keys_inner';

const focused = (page: Page) => page.locator(':focus');

async function expectFocusOn(page: Page, id: string, name: string): Promise<void> {
  await expect(focused(page)).toHaveAttribute('data-id', id);
  await expect(focused(page)).toHaveAccessibleName(name);
}

/** The nodes' positions as the server stored them. */
async function storedPositions(
  page: Page,
  projectId: string,
): Promise<Record<string, { x: number; y: number }>> {
  const project = await callFromPage<{
    graph: { nodes: { id: string; position: { x: number; y: number } }[] };
  }>(page, 'GET', `/projects/${projectId}`);
  return Object.fromEntries(project.graph.nodes.map((n) => [n.id, n.position]));
}

/** Waits until the server holds `id` at `position` (edits are saved a moment after they are made). */
async function expectStored(page: Page, projectId: string, id: string, position: unknown): Promise<void> {
  await expect
    .poll(async () => (await storedPositions(page, projectId))[id], { timeout: 15_000 })
    .toEqual(position);
}

test('the graph by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('Keys') });
  // a and b above sum (a into numbers first), group to the right holding inner; the view opens
  // framed on them, its centre nearest b
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(A, 'constant', 'a', { x: 0, y: 0 }) },
      { type: 'saveNode', node: savedNode(B, 'constant', 'b', { x: 400, y: 0 }) },
      { type: 'saveNode', node: savedNode(SUM, 'plus', 'sum', { x: 200, y: 200 }) },
      { type: 'saveNode', node: savedNode(GROUP, 'level', 'group', { x: 700, y: 200 }) },
      { type: 'saveNode', node: savedNode(INNER, 'constant', 'inner', { parentId: GROUP }) },
      { type: 'saveConnection', connection: savedWire(A, 'value', SUM, 'numbers', 0) },
      { type: 'saveConnection', connection: savedWire(B, 'value', SUM, 'numbers', 1) },
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expect(canvasNode(page, GROUP)).toBeVisible({ timeout: 30_000 });

  // F6 goes from panel to panel until the canvas: the keyboard lands on the node nearest the centre
  for (let panel = 0; panel < 8; panel++) {
    await page.keyboard.press('F6');
    if (await focused(page).evaluate((el) => el.closest('[data-testid="graph-canvas"]') !== null)) break;
  }
  await expectFocusOn(page, B, 'b, constant');

  // arrows: the nearest node that way
  await page.keyboard.press('ArrowLeft');
  await expectFocusOn(page, A, 'a, constant');
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, SUM, 'sum, plus');
  await expect(focused(page)).toHaveAccessibleDescription(
    /Inputs: numbers from a and b\. Outputs: result not wired\./,
  );

  // Alt+Up follows the wires into sum; held Alt, a repeat cycles to the next one; Alt+Down comes back
  await page.keyboard.down('Alt');
  await page.keyboard.press('ArrowUp');
  await expectFocusOn(page, A, 'a, constant');
  await page.keyboard.press('ArrowUp');
  await expectFocusOn(page, B, 'b, constant');
  await page.keyboard.up('Alt');
  await expect(focused(page)).toHaveAccessibleDescription(/Outputs: value to sum \(numbers\)\./);
  await page.keyboard.press('Alt+ArrowDown');
  await expectFocusOn(page, SUM, 'sum, plus');

  // Space selects the focused node, Shift+Space adds one
  await page.keyboard.press('Space');
  await expectSelected(canvasNode(page, SUM));
  await page.keyboard.press('ArrowRight');
  await expectFocusOn(page, GROUP, 'group, level');
  await page.keyboard.press('Shift+Space');
  await expect(selectedCanvasNodes(page)).toHaveCount(2);

  // Ctrl+arrows move the selection holding the focused node by a grid step, with Shift by five
  await page.keyboard.press('ControlOrMeta+ArrowRight');
  await page.keyboard.press('ControlOrMeta+Shift+ArrowDown');
  await expectStored(page, id, GROUP, { x: 720, y: 300 });
  await expectStored(page, id, SUM, { x: 220, y: 300 });
  expect((await storedPositions(page, id))[A]).toEqual({ x: 0, y: 0 });
  // each move is one undo step
  await page.keyboard.press('ControlOrMeta+z');
  await expectStored(page, id, GROUP, { x: 720, y: 200 });
  await expectFocusOn(page, GROUP, 'group, level');

  // F2 renames in place; the keyboard comes back to the node
  await page.keyboard.press('F2');
  await expect(focused(page)).toHaveAccessibleName('Node name');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('box');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, GROUP, 'box, level');

  // Enter enters the level (announced), the keyboard on its node; Shift+Enter leaves to the node it left
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Level path' })).toContainText('box');
  await expect(liveCanvas(page).getByRole('status')).toHaveText(/^Level Root( \/ \w+)* \/ box$/);
  await expectFocusOn(page, INNER, 'inner, constant');
  await expect(focused(page)).toHaveAccessibleDescription(/^In level Root( \/ \w+)* \/ box\./);
  await page.keyboard.press('Shift+Enter');
  await expectFocusOn(page, GROUP, 'box, level');
  await expect(liveCanvas(page).getByRole('status')).not.toHaveText(/box$/);

  // Delete deletes the selection: the keyboard goes on to the node nearest where it stood
  await page.keyboard.press('Space');
  await page.keyboard.press('Delete');
  await expect(canvasNode(page, GROUP)).toHaveCount(0);
  await expectFocusOn(page, B, 'b, constant');
  await expectStored(page, id, GROUP, undefined);
});
