// Node presets (issue 13 §2): save a node's params as a preset, apply it to another node of its kind
// from the parameter editor's Presets menu (one undo step), then delete it in the node preset editor.

import type { Page } from '@playwright/test';
import { canvasNode, clickCanvasAt, clickNodeName } from '../support/canvas.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

test.setTimeout(120_000);

const SHOTS = process.env.NODELOOM_E2E_SHOTS;

const constant = (id: string, name: string, x: number) => ({
  id,
  definitionName: 'constant',
  name,
  parentId: 'hex',
  position: { x, y: 100 },
  size: { width: 160, height: 50 },
  color: '#808080',
  comment: '',
  params: {},
  customParams: {},
  flags: {},
});

const select = (page: Page, id: string) => clickNodeName(canvasNode(page, id));

test('save a node preset, apply it in one undo step, delete it', async ({ page }) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Presets'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: constant('node_preset_source01', 'source', 100) },
      { type: 'saveNode', node: constant('node_preset_target01', 'target', 400) },
    ],
  });
  await page.goto(`/project?id=${id}`);
  const parameters = page.getByRole('region', { name: 'Parameters' });
  const value = parameters.getByLabel('Value', { exact: true });

  // give source a value and keep its params as a preset
  await select(page, 'node_preset_source01');
  await value.fill('forty-two');
  await value.press('Enter');
  await parameters.getByRole('button', { name: 'Presets' }).click();
  await expect(page.getByRole('menuitem', { name: 'No presets for constant' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Save as preset…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Node presets' });
  await dialog.getByLabel('Preset name').fill('Answer');
  await dialog.getByRole('button', { name: 'Save preset' }).click();
  await expect(page.getByText('Preset "Answer" saved')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Answer' })).toContainText('constant');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/node-presets.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const [preset] = await callFromPage<
    { definitionName: string; params: Record<string, { value: unknown }> }[]
  >(page, 'GET', '/nodePresets');
  expect(preset!.definitionName).toBe('constant');
  expect(preset!.params.value!.value).toBe('forty-two');

  // apply it to target from the Presets menu; one undo takes it all back
  await select(page, 'node_preset_target01');
  await expect(value).toHaveValue('');
  await parameters.getByRole('button', { name: 'Presets' }).click();
  await expect(page.getByRole('menuitem', { name: 'Apply "Answer"' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/preset-menu.png` });
  await page.getByRole('menuitem', { name: 'Apply "Answer"' }).click();
  await expect(value).toHaveValue('forty-two');
  await page.keyboard.press('Escape');
  await clickCanvasAt(page, { x: 5, y: 5 });
  await page.keyboard.press('Control+z');
  await select(page, 'node_preset_target01');
  await expect(value).toHaveValue('');
  await select(page, 'node_preset_source01');
  await expect(value).toHaveValue('forty-two');

  // the node preset editor deletes it
  await parameters.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('menuitem', { name: 'Manage presets…' }).click();
  await dialog.getByRole('listitem', { name: 'Answer' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('No presets yet.')).toBeVisible();
  expect(await callFromPage<unknown[]>(page, 'GET', '/nodePresets')).toEqual([]);
});
