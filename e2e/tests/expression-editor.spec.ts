import type { Page } from '@playwright/test';
import { canvasNode, clickNodeName, nodeNameOf } from '../support/canvas.js';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, collectConsoleErrors, openNewProject, pane } from './canvas-support.js';

const panel = (page: Page) => page.getByRole('region', { name: 'Parameters' });
const completion = (page: Page) => page.locator('.cm-tooltip-autocomplete');

/** Sets a literal number param from the panel (typed, then Enter). */
async function setNumber(page: Page, label: string, value: string): Promise<void> {
  const field = panel(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

test('an expression written with completion reads another node’s param, and its value follows that param', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await openNewProject(page);
  const errors = collectConsoleErrors(page);

  const source = await addNodeByPicker(page, 'minus', { x: 160, y: 140 });
  const sourceName = await nodeNameOf(canvasNode(page, source));
  await setNumber(page, 'A', '5');
  await pane(page).click({ position: { x: 20, y: 20 } });
  const reader = await addNodeByPicker(page, 'minus', { x: 460, y: 300 });

  // A of the second node becomes an expression, written through completion
  await panel(page).getByRole('button', { name: 'Expression' }).first().click();
  const field = panel(page).getByRole('textbox', { name: 'A', exact: true });
  await field.click();
  await page.keyboard.type(sourceName.slice(0, 3));
  // an option reads its label then its detail: the node's name, then its definition
  const option = completion(page).getByRole('option', { name: new RegExp(`^${sourceName}\\s*minus$`) });
  await expect(option).toBeVisible();
  await option.click();
  await page.keyboard.type('.$');
  await expect(completion(page).getByRole('option')).toHaveText([/^\$a/, /^\$b/]);
  await page.screenshot({ path: info.outputPath('expression-completion.png') });
  await page.keyboard.press('Enter');
  await page.keyboard.type(' * 2');
  await expect(field).toHaveText(`${sourceName}.$a * 2`);
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('status', { name: 'Evaluated value' })).toHaveText('→ 10');

  // the reference shows on the canvas while the reader is selected (preference default 'selected')
  await expect(
    page.locator(`[data-kind="expression"][data-id="expression:${source}>${reader}"]`),
  ).toBeVisible();
  await expect(page.locator('[data-kind="expression"] text')).toHaveText('$a');

  // the value follows the param it reads
  await clickNodeName(canvasNode(page, source));
  await setNumber(page, 'A', '7');
  await clickNodeName(canvasNode(page, reader));
  await expect(panel(page).getByRole('status', { name: 'Evaluated value' })).toHaveText('→ 14');
  await page.screenshot({ path: info.outputPath('expression-value.png') });

  // the engine's parser underlines what it cannot read; the value keeps its default until fixed
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' +');
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(field).toHaveText(`${sourceName}.$a * 2`);

  // the larger expression editor, opened from the row, applies with Ctrl+Enter
  await panel(page).getByRole('button', { name: 'Open in the expression editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Expression editor' });
  await expect(dialog).toBeVisible();
  const big = dialog.getByRole('textbox');
  await expect(big).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' + 1');
  await expect(dialog.getByRole('status', { name: 'Evaluated value' })).toHaveText('→ 14');
  await page.screenshot({ path: info.outputPath('expression-dialog.png') });
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(dialog).toBeHidden();
  await expect(panel(page).getByRole('status', { name: 'Evaluated value' })).toHaveText('→ 15');

  expect(errors).toEqual([]);
});
