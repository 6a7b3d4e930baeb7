import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { openFromWorkspaceMenu } from '../support/workspace.js';
import { addNodeByPicker, collectConsoleErrors, openNewProject } from './canvas-support.js';

const panel = (page: Page) => page.getByRole('region', { name: 'Parameters' });

test('adds a custom param with the parameter manager; the engine’s rules answer in place', async ({
  page,
}, info) => {
  await openNewProject(page);
  const errors = collectConsoleErrors(page);
  await addNodeByPicker(page, 'minus', { x: 200, y: 160 });

  await openFromWorkspaceMenu(page, 'Node', 'Open parameter manager');
  const dialog = page.getByRole('dialog', { name: 'Parameter manager' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('No custom params yet.');

  // a name the node already has is refused with the engine's message
  await dialog.getByLabel('Name').fill('a');
  await dialog.getByRole('button', { name: 'Add param' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Duplicate custom param name: a');

  await dialog.getByLabel('Name').fill('size');
  await dialog.getByLabel('Label').fill('Size');
  await dialog.getByLabel('Widget').selectOption('float');
  await dialog.getByLabel('Default value').fill('3');
  await dialog.getByLabel('Max').fill('10');
  await dialog.getByRole('button', { name: 'Add param' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Added size');
  await expect(dialog.getByRole('list', { name: 'Custom params' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('parameter-manager.png') });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel(page).getByLabel('Size', { exact: true })).toHaveValue('3');

  // one undo step takes it away
  await page.keyboard.press('ControlOrMeta+z');
  await expect(panel(page).getByLabel('Size', { exact: true })).toHaveCount(0);

  expect(errors).toEqual([]);
});
