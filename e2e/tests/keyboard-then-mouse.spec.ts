// Issue 37: the keyboard's node (editor.nodeFocus) is let go when the mouse takes over. A keyboard
// user's Tab opens the tab menu beside the focused node; once the pane or a node is pressed, Tab
// opens it at the pointer again, as it does for every mouse user.

import type { Page } from '@playwright/test';
import { canvasNode, liveCanvas, NODE_SELECTOR } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { boxOf, callFromPage, expectLiveCanvas } from '../support/workspace.js';

const LEFT = 'node_handover_left01';
const RIGHT = 'node_handover_right1';

const tabMenu = (page: Page) => page.getByRole('dialog', { name: 'Tab menu' });

/** Tab with the pointer at `at`: the menu's corner is there (beside a node it would not be). */
async function expectTabMenuAt(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.keyboard.press('Tab');
  const menu = await boxOf(tabMenu(page));
  expect(Math.abs(menu.x - at.x), 'the menu opens at the pointer').toBeLessThan(2);
  expect(Math.abs(menu.y - at.y)).toBeLessThan(2);
  await page.keyboard.press('Escape');
  await expect(tabMenu(page)).toHaveCount(0);
}

test('a press on the pane or on a node lets the keyboard’s node go: Tab opens the menu at the pointer', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Handover'),
    metadata: { context: 'hex' },
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(LEFT, 'constant', 'left', { x: 0, y: 0 }) },
      { type: 'saveNode', node: savedNode(RIGHT, 'constant', 'right', { x: 300, y: 0 }) },
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expectLiveCanvas(page);
  const canvas = await boxOf(liveCanvas(page));
  const left = await boxOf(canvasNode(page, LEFT));
  // a point of the pane at its top left, with room for the menu to its right and below (the view
  // opens framed on the nodes, in the middle)
  const pane = { x: canvas.x + 40, y: canvas.y + 40 };

  // the keyboard on left: Tab opens the menu beside it, whatever the pointer
  const onNode = () => page.evaluate((node) => document.activeElement?.closest(node) != null, NODE_SELECTOR);
  for (let panel = 0; panel < 8 && !(await onNode()); panel++) await page.keyboard.press('F6');
  await page.keyboard.press('ArrowLeft');
  await expect(canvasNode(page, LEFT)).toBeFocused();
  await page.mouse.move(pane.x, pane.y);
  await page.keyboard.press('Tab');
  const beside = await boxOf(tabMenu(page));
  expect(beside.x).toBeGreaterThanOrEqual(left.x + left.width);
  await page.keyboard.press('Escape');
  await expect(canvasNode(page, LEFT)).toBeFocused();

  // a press on the pane: Tab opens it at the pointer
  await page.mouse.click(pane.x, pane.y);
  await expectTabMenuAt(page, pane);

  // the keyboard on left again, then a press on right: at the pointer, not beside either node
  await canvasNode(page, LEFT).focus();
  await page.keyboard.press('ArrowLeft'); // a key on it makes it the keyboard's node
  const right = await boxOf(canvasNode(page, RIGHT));
  await page.mouse.click(right.x + right.width / 2, right.y + right.height / 2);
  await expectTabMenuAt(page, pane);
});
