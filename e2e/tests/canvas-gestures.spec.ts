import type { Locator } from '@playwright/test';
import {
  canvasNode,
  canvasNodePosition,
  canvasNodesOf,
  clickNodeName,
  selectedCanvasNodes,
} from '../support/canvas.js';
import { storedWires } from '../support/stored-graph.js';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, collectConsoleErrors, openNewProject, pane } from './canvas-support.js';

/** The node's flow position, read from where it shows and the canvas's view. */
const positionOf = (node: Locator) => canvasNodePosition(node.page(), node);

test('the main canvas gestures go through the editor', async ({ page }) => {
  // the GPU canvas draws on software WebGL in CI: the walk takes ~90 s there on a busy machine
  test.setTimeout(120_000);
  await openNewProject(page);
  // from here on (signing in logs an expected 401 of the signed-out session check)
  const errors = collectConsoleErrors(page);

  // add two nodes with Tab + typing
  const constant = await addNodeByPicker(page, 'constant', { x: 260, y: 160 });
  const plus = await addNodeByPicker(page, 'plus', { x: 480, y: 360 });

  // wire an output socket to an input socket
  const out = canvasNode(page, constant).locator('[data-socket][data-kind="output"]').first();
  const into = canvasNode(page, plus).locator('[data-socket][data-kind="input"]').first();
  await out.dragTo(into);
  // the constant's description names the wire, as the canvas draws it
  const wiredTo = (name: string) => new RegExp(`Outputs: value to ${name} \\(numbers\\)\\.`);
  await expect(canvasNode(page, constant)).toHaveAccessibleDescription(wiredTo('plus'));

  // move with snapping to the 20 grid
  const node = canvasNode(page, constant);
  const start = await positionOf(node);
  const box = (await node.boundingBox())!;
  await page.mouse.move(box.x + 60, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + 50, { steps: 6 });
  await page.mouse.move(box.x + 133, box.y + 67, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await positionOf(node)).x).not.toBe(start.x);
  const moved = await positionOf(node);
  expect(moved.x % 20).toBe(0);
  expect(moved.y % 20).toBe(0);

  // box selection over both nodes
  const area = (await pane(page).boundingBox())!;
  await pane(page).click({ position: { x: 40, y: 40 } });
  await expect(selectedCanvasNodes(page)).toHaveCount(0);
  await page.mouse.move(area.x + 20, area.y + 20);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.8, area.y + area.height * 0.85, { steps: 8 });
  await page.mouse.up();
  await expect(selectedCanvasNodes(page)).toHaveCount(2);

  // rename: a name-rule error is shown under the field, then a valid name is kept
  await pane(page).click({ position: { x: 40, y: 40 } });
  await clickNodeName(canvasNode(page, plus), { double: true });
  const field = page.getByLabel('Node name');
  await field.fill('total ');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Node name cannot contain space' })).toBeVisible();
  await field.fill('total');
  await field.press('Enter');
  // the node's accessible name ("<name>, <definition>") carries its name on either canvas
  await expect(canvasNode(page, plus)).toHaveAccessibleName(/^total, /);

  // delete, then undo brings the node and its wire back
  await canvasNode(page, plus).click();
  await page.keyboard.press('Delete');
  await expect(canvasNode(page, plus)).toHaveCount(0);
  await expect(canvasNode(page, constant)).toHaveAccessibleDescription(/Outputs: value not wired\./);
  await page.keyboard.press('Control+z');
  await expect(canvasNode(page, plus)).toHaveCount(1);
  await expect(canvasNode(page, constant)).toHaveAccessibleDescription(wiredTo('total'));
  await expect.poll(() => storedWires(page)).toEqual(['constant.value → total.numbers']);

  expect(errors).toEqual([]);
});

test('the tab menu opened from a dropped wire offers only nodes that take it and wires the new node', async ({
  page,
}) => {
  await openNewProject(page);
  const element = await addNodeByPicker(page, 'htmlElement', { x: 300, y: 140 });
  const out = canvasNode(page, element).locator('[data-socket][data-kind="output"]').first();
  const from = (await out.boundingBox())!;
  await page.mouse.move(from.x + 8, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 200, { steps: 8 });
  await page.mouse.up();
  const tabMenu = page.getByRole('dialog', { name: 'Tab menu' });
  await expect(tabMenu).toBeVisible();
  await tabMenu.getByLabel('Search nodes').fill('merge');
  const names = tabMenu.locator('.gc-picker-name');
  await expect(names.filter({ hasText: /^mergeHtmlElements$/ })).toHaveCount(1);
  // plus takes no html: it is not offered
  await tabMenu.getByLabel('Search nodes').fill('plus');
  await expect(names.filter({ hasText: /^plus$/ })).toHaveCount(0);
  await tabMenu.getByLabel('Search nodes').fill('mergeHtmlElements');
  await page.keyboard.press('Enter');
  await expect(canvasNodesOf(page, 'mergeHtmlElements')).toHaveCount(1);
  await expect(canvasNode(page, element)).toHaveAccessibleDescription(/Outputs: \w+ to mergeHtmlElements \(/);
  await expect.poll(() => storedWires(page)).toEqual([expect.stringMatching(/ → mergeHtmlElements\./)]);
});
