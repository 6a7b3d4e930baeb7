// Issue 23 row 2, as a user: give a sticky note a jump code, wander into another level, press the
// digit: the canvas comes back to the note, selected.

import { canvasNode, expectSelected } from '../support/canvas.js';
import { expect, test } from '../support/test.js';
import { addNodeByPicker, openNewProject, pane } from './canvas-support.js';

test('pressing a jump code on the canvas goes to its sticky note, from another level too', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page);
  const note = await addNodeByPicker(page, 'stickyNote', { x: 160, y: 120 });
  const jumpCode = page.getByRole('region', { name: 'Parameters' }).getByLabel('Jump code');
  await jumpCode.fill('4');
  await jumpCode.press('Enter');

  await pane(page).click({ position: { x: 10, y: 10 } });
  const level = await addNodeByPicker(page, 'level', { x: 480, y: 320 });
  // a double-click on the node's body (not its name, which renames) enters the level
  await canvasNode(page, level).dblclick({ position: { x: 110, y: 44 } });
  await expect(page.getByRole('navigation', { name: 'Level path' })).toContainText('level');
  await expect(canvasNode(page, note)).toHaveCount(0);

  // a digit nobody uses does nothing; the note's digit brings it back, selected
  await pane(page).click({ position: { x: 10, y: 10 } });
  await page.keyboard.press('7');
  await expect(canvasNode(page, note)).toHaveCount(0);
  await page.keyboard.press('4');
  await expect(canvasNode(page, note)).toBeVisible();
  await expectSelected(canvasNode(page, note));
});
