// Issue 23 row 3, as a user: mark a param "Show on node" and read it on the canvas, live.
import { canvasNode } from '../support/canvas.js';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, openNewProject } from './canvas-support.js';

test('a param marked glance is shown on its node, and follows its value', async ({ page }) => {
  await openNewProject(page);
  const id = await addNodeByPicker(page, 'constant', { x: 200, y: 120 });
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await parameters.getByLabel('Type').selectOption('number');
  const value = parameters.getByLabel('Value', { exact: true });
  await value.fill('41');
  await value.press('Enter');

  const glance = canvasNode(page, id).getByRole('group', { name: / at a glance$/ });
  await expect(glance).toHaveCount(0);
  const show = parameters.locator('[data-param="value"]').getByRole('button', { name: 'Show on node' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(glance).toHaveText('Value41');
  await value.fill('42');
  await value.press('Enter');
  await expect(glance).toHaveText('Value42');

  await show.click();
  await expect(glance).toHaveCount(0);
});
