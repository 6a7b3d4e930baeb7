// A designer's tour of the workspace: what a user sees stays put and reads in both themes — no
// minimap on an empty level, no repeated panel title, a parameters header that does not jump with
// the selection, menus whose labels line up, tooltips that carry their shortcut, and a light theme
// whose canvas chrome (minimap, context menu) is light too.

import type { Locator, Page } from '@playwright/test';
import { canvasNode, clickNodeName } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, expectLiveCanvas } from '../support/workspace.js';
import { addNodeByPicker } from './canvas-support.js';

test.setTimeout(90_000);

const minimap = (page: Page) => page.getByRole('img', { name: 'Minimap' });
const parametersHeader = (page: Page) => page.getByRole('region', { name: 'Parameters' }).locator('header');

/** A project of the given nodes on hex, opened in the workspace. */
async function openProject(page: Page, nodes: ReturnType<typeof savedNode>[]): Promise<void> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('Tour') });
  if (nodes.length > 0) {
    await callFromPage(page, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: nodes.map((node) => ({ type: 'saveNode', node })),
    });
  }
  await page.goto(`/project?id=${id}`);
  await expectLiveCanvas(page);
}

/** The relative luminance (0 black … 1 white) of an element's computed background colour. */
async function backgroundLuminance(element: Locator): Promise<number> {
  const rgb = await element.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

test('an empty level has no minimap and the previewer does not repeat its title; the first node brings the minimap', async ({
  page,
}) => {
  await openProject(page, []);
  await expect(page.getByText('This level is empty')).toBeVisible();
  await expect(minimap(page)).toHaveCount(0);
  // the panel's title bar names it once; its body says what to select
  const previewer = page.getByRole('region', { name: 'Component previewer' });
  await expect(previewer).toContainText('Select an exportPage or appEntry node');
  await expect(previewer.getByText('Component previewer', { exact: true })).toHaveCount(0);

  await addNodeByPicker(page, 'constant');
  await expect(minimap(page)).toBeVisible();
});

test('the parameters header keeps its height from one node to two, and the canvas buttons carry their shortcuts', async ({
  page,
}) => {
  await openProject(page, [
    savedNode('node_tour_price', 'constant', 'price', { x: 0, y: 0 }),
    savedNode('node_tour_trim', 'stringTrim', 'trim', { x: 300, y: 0 }),
  ]);
  await clickNodeName(canvasNode(page, 'node_tour_price'));
  await expect(parametersHeader(page)).toContainText('price');
  await expect(parametersHeader(page).getByRole('button', { name: 'Presets' })).toBeVisible();
  const one = (await parametersHeader(page).boundingBox())!.height;
  await page.keyboard.press('Control+a');
  await expect(parametersHeader(page)).toHaveText('2 nodes selected');
  expect((await parametersHeader(page).boundingBox())!.height).toBe(one);

  await expect(page.getByRole('button', { name: 'Zoom to fit (Shift+1)' })).toHaveAttribute(
    'title',
    'Zoom to fit (Shift+1)',
  );
  await expect(page.getByRole('button', { name: 'Undo (Ctrl+Z)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commands Ctrl+K', exact: true })).toBeVisible();
});

test("the layout menu's actions line up with its choices", async ({ page }) => {
  await openProject(page, []);
  await page.getByRole('button', { name: /^Layout:/ }).click();
  const basic = page.getByRole('menuitemradio', { name: 'Basic' }).getByText('Basic', { exact: true });
  const save = page.getByRole('menuitem', { name: 'Save layout…' });
  await expect(save).toBeVisible();
  // measured once the menu's opening transition is over (mid-scale, its rows sit a few pixels off)
  await save.evaluate((el) =>
    Promise.all(
      el
        .closest('[role="menu"]')!
        .getAnimations({ subtree: true })
        .map((a) => a.finished),
    ),
  );
  const labelLeft = (await basic.boundingBox())!.x;
  const saveText = await save.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().x;
  });
  expect(Math.abs(saveText - labelLeft)).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');
});

test('in the light theme the minimap and the canvas context menu are light', async ({ page }) => {
  await openProject(page, [savedNode('node_tour_box', 'constant', 'box', { x: 0, y: 0 })]);
  await expect(minimap(page)).toBeVisible();
  expect(await backgroundLuminance(minimap(page))).toBeLessThan(0.1);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await backgroundLuminance(minimap(page))).toBeGreaterThan(0.8);

  await canvasNode(page, 'node_tour_box').click({ button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  expect(await backgroundLuminance(menu)).toBeGreaterThan(0.8);
  await page.keyboard.press('Escape');
});

test('the command palette never preselects a destructive command: Ctrl+K then Enter keeps the selected node', async ({
  page,
}) => {
  await openProject(page, [savedNode('node_tour_keep', 'constant', 'keep', { x: 0, y: 0 })]);
  await clickNodeName(canvasNode(page, 'node_tour_keep'));
  await expect(parametersHeader(page)).toContainText('keep');
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Type a command…');
  await expect(search).toBeFocused();
  // the preselected row is a harmless one, and Delete selection is still offered, last
  const options = page.getByRole('option');
  await expect(options.last()).toHaveText(/Delete selection/);
  await expect(page.locator('[cmdk-item][data-selected="true"]')).toHaveCount(1);
  await expect(page.locator('[cmdk-item][data-selected="true"]')).not.toHaveText(/Delete selection/);
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(canvasNode(page, 'node_tour_keep')).toBeVisible();
});
