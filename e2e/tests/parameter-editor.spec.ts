import type { Page } from '@playwright/test';
import { canvasNode, clickNodeName } from '../support/canvas.js';
import { storedWires } from '../support/stored-graph.js';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, collectConsoleErrors, openNewProject, pane } from './canvas-support.js';

const panel = (page: Page) => page.getByRole('region', { name: 'Parameters' });

/** Clicks an empty spot of the canvas: the selection clears and focus leaves the panel. */
async function clickEmptyCanvas(page: Page): Promise<void> {
  await pane(page).click({ position: { x: 20, y: 20 } });
}

/** Drags from an output socket (by identifier, else the first) to the target's first input. */
async function wire(page: Page, from: string, to: string, output?: string): Promise<void> {
  const socket = output
    ? `[data-kind="output"][data-socket="${output}"]`
    : '[data-kind="output"][data-socket]';
  const out = canvasNode(page, from).locator(socket).first();
  const into = canvasNode(page, to).locator('[data-socket][data-kind="input"]').first();
  await out.dragTo(into);
}

test('set parameters in the panel: a constant of 7 reaches an inspector through plus', async ({ page }) => {
  test.setTimeout(90_000);
  await openNewProject(page);
  const errors = collectConsoleErrors(page);
  await expect(panel(page)).toContainText('Select a node to edit its parameters');

  const constant = await addNodeByPicker(page, 'constant', { x: 120, y: 120 });
  await expect(panel(page).getByRole('heading')).toHaveText('constant');
  await expect(panel(page)).toContainText('constant');
  await panel(page).getByLabel('Type').selectOption({ label: 'number' });
  const value = panel(page).getByLabel('Value', { exact: true });
  await value.fill('7');
  await value.press('Enter');
  await expect(value).toHaveValue('7');

  await clickEmptyCanvas(page);
  await expect(panel(page)).toContainText('Select a node to edit its parameters');
  const plus = await addNodeByPicker(page, 'plus', { x: 360, y: 120 });
  await clickEmptyCanvas(page);
  const inspector = await addNodeByPicker(page, 'inspector', { x: 560, y: 60 });
  await clickEmptyCanvas(page);
  await wire(page, constant, plus, 'value');
  await wire(page, plus, inspector);
  // the wires the user drew are in the project: constant → plus → inspector
  await expect
    .poll(() => storedWires(page))
    .toEqual([
      expect.stringMatching(/^constant\.value → plus\./),
      expect.stringMatching(/^plus\.result → inspector\./),
    ]);
  await expect(canvasNode(page, inspector)).toContainText('7');

  // literal ⇄ expression: the evaluated value shows under the field, an error says why
  await clickNodeName(canvasNode(page, constant));
  await panel(page).getByRole('button', { name: 'Expression' }).nth(1).click();
  const expression = panel(page).getByLabel('Value', { exact: true });
  await expression.fill('3 + 4 * 2');
  await expression.press('Enter');
  await expect(panel(page)).toContainText('→ 11');
  await expect(canvasNode(page, inspector)).toContainText('11');
  await expression.fill('3 +');
  await expression.press('Enter');
  await expect(expression).toHaveAttribute('aria-invalid', 'true');

  expect(errors).toEqual([]);
});

test('scrubbing a float is one undo step; Escape cancels a scrub; arrows step and typing commits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page);
  const minus = await addNodeByPicker(page, 'minus', { x: 160, y: 160 });
  const a = panel(page).getByLabel('A', { exact: true });
  await expect(a).toHaveValue('0');

  const label = panel(page).locator('label', { hasText: /^A$/ });
  const box = (await label.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 44, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 84, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(a).toHaveValue('2');

  // Escape mid-scrub puts the value back
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 84, box.y + box.height / 2, { steps: 5 });
  await expect(a).toHaveValue('4');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(a).toHaveValue('2');

  // the whole first scrub undoes in one step; the node stays
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await expect(a).toHaveValue('0');
  await expect(canvasNode(page, minus)).toHaveCount(1);

  // arrows step, Shift ×10; typed values commit on Enter
  await a.focus();
  await a.press('ArrowUp');
  await expect(a).toHaveValue('0.1');
  await a.press('Shift+ArrowUp');
  await expect(a).toHaveValue('1.1');
  await a.fill('12.5');
  await a.press('Enter');
  await expect(a).toHaveValue('12.5');
});

test('two selected nodes show their shared params; an edit sets both in one undo step', async ({ page }) => {
  test.setTimeout(90_000);
  await openNewProject(page);
  await addNodeByPicker(page, 'minus', { x: 120, y: 120 });
  const b = panel(page).getByLabel('B', { exact: true });
  await b.fill('5');
  await b.press('Enter');
  await clickEmptyCanvas(page);
  await addNodeByPicker(page, 'minus', { x: 120, y: 300 });
  await clickEmptyCanvas(page);
  await page.keyboard.press('Control+a');
  await expect(panel(page).getByRole('heading')).toHaveText('2 nodes selected');
  const shared = panel(page).getByLabel('B', { exact: true });
  await expect(shared).toHaveAttribute('placeholder', 'Mixed');
  await shared.fill('3');
  await shared.press('Enter');
  await expect(shared).toHaveValue('3');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await expect(shared).toHaveAttribute('placeholder', 'Mixed');
  await expect(shared).toHaveValue('');
});
