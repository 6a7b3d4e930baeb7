// Issue 13's finders, as a user reaches them: the searcher (jump into a nested level), the tab menu
// from the palette (a node added at the canvas's centre), the node picker (a previewer's node path
// filled by picking a node, stored by the server) and node quick actions (a node duplicated, two on
// the server). Each opens from the palette or its shortcut and closes with Escape.

import type { Page } from '@playwright/test';
import {
  canvasNode,
  canvasNodesOf,
  clickCanvasAt,
  clickNodeName,
  expectSelected,
  liveCanvas,
  selectedCanvasNodes,
} from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  OPEN_TIMEOUT_MS,
  openFromPalette,
  openFromWorkspaceMenu,
} from '../support/workspace.js';

test.setTimeout(120_000);

const SHOP = 'node_finders_shop';
const CART = 'node_finders_cart';
const TOTAL = 'node_finders_total';
const BOX = 'node_finders_box';
const PREVIEW = 'node_finders_preview';

const canvas = (page: Page) => liveCanvas(page);
const shots = (name: string) => test.info().outputPath(`${name}.png`);

type Stored = {
  graph: {
    nodes: {
      id: string;
      name: string;
      definitionName: string;
      parentId?: string;
      params: Record<string, { value: unknown }>;
    }[];
  };
};

/** A project with /hex/shop/cart/total_price two levels down, a box and a previewer on hex. */
async function openProject(page: Page): Promise<string> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Finders'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(SHOP, 'level', 'shop', { x: 0, y: 0 }) },
      { type: 'saveNode', node: savedNode(CART, 'level', 'cart', { parentId: SHOP }) },
      { type: 'saveNode', node: savedNode(TOTAL, 'constant', 'total_price', { parentId: CART }) },
      { type: 'saveNode', node: savedNode(BOX, 'constant', 'box', { x: 0, y: 160 }) },
      {
        type: 'saveNode',
        node: {
          ...savedNode(PREVIEW, 'previewer', 'preview', { x: 300, y: 0 }),
          size: { width: 320, height: 240 },
        },
      },
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expect(canvasNode(page, BOX)).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  return id;
}

async function stored(page: Page, id: string): Promise<Stored['graph']['nodes']> {
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved', { timeout: 15_000 });
  return (await callFromPage<Stored>(page, 'GET', `/projects/${id}`)).graph.nodes;
}

test('the searcher jumps into a nested level and selects the node', async ({ page }) => {
  await openProject(page);
  await clickCanvasAt(page, { x: 20, y: 20 });

  // from the palette: the empty state says what to type; Escape closes it
  await openFromPalette(page, 'Search nodes');
  let searcher = page.getByRole('dialog', { name: 'Searcher' });
  await expect(searcher.getByRole('combobox', { name: 'Search nodes' })).toBeFocused();
  await expect(searcher).toContainText('Type to search the');
  await page.keyboard.press('Escape');
  await expect(searcher).toHaveCount(0);
  await openFromWorkspaceMenu(page, 'Find', 'Search nodes');
  await expect(searcher).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searcher).toHaveCount(0);

  // Ctrl+P: a few letters of the name find it two levels down; Enter goes there
  await page.keyboard.press('Control+p');
  searcher = page.getByRole('dialog', { name: 'Searcher' });
  await page.keyboard.type('totpr');
  const first = searcher.getByRole('option').first();
  await expect(first).toContainText('total_price');
  await expect(first).toContainText('constant');
  await expect(first).toContainText('/hex/shop/cart');
  await page.screenshot({ path: shots('searcher') });
  await page.keyboard.press('Enter');
  await expect(searcher).toHaveCount(0);
  await expect(canvas(page)).toHaveAttribute('data-level', CART);
  await expectSelected(canvasNode(page, TOTAL));

  // nothing found says so
  await page.keyboard.press('Control+p');
  await page.keyboard.type('qqqqzz');
  await expect(page.getByRole('dialog', { name: 'Searcher' })).toContainText('Nothing matches “qqqqzz”.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Searcher' })).toHaveCount(0);
});

test('the tab menu opens from the palette at the centre of the canvas and adds a node there', async ({
  page,
}) => {
  const id = await openProject(page);
  await clickCanvasAt(page, { x: 20, y: 20 });

  await openFromPalette(page, 'Open tab menu');
  const tabMenu = page.getByRole('dialog', { name: 'Tab menu' });
  await expect(tabMenu).toBeVisible();
  await expect(tabMenu.getByLabel('Search nodes')).toBeFocused();
  const box = (await canvas(page).boundingBox())!;
  const menu = (await tabMenu.boundingBox())!;
  expect(Math.abs(menu.x + menu.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);
  await page.keyboard.press('Escape');
  await expect(tabMenu).toHaveCount(0);

  await openFromPalette(page, 'Open tab menu');
  // the menu opens once the palette has handed focus back: type into it once it has the focus
  await expect(tabMenu.getByLabel('Search nodes')).toBeFocused();
  await page.keyboard.type('plus');
  await expect(tabMenu.getByRole('option').first().locator('.gc-picker-name')).toHaveText('plus');
  await page.screenshot({ path: shots('tab-menu') });
  await page.keyboard.press('Enter');
  const added = canvasNodesOf(page, 'plus').and(selectedCanvasNodes(page));
  await expect(added).toBeVisible();
  const at = (await added.boundingBox())!;
  // the new node's corner is at the centre (snapped to the grid)
  expect(Math.abs(at.x - (box.x + box.width / 2))).toBeLessThan(40);
  expect(Math.abs(at.y - (box.y + box.height / 2))).toBeLessThan(40);
  const nodes = await stored(page, id);
  expect(nodes.filter((n) => n.definitionName === 'plus')).toHaveLength(1);
});

test("the node picker fills a previewer's node path, and from the palette goes to the picked node", async ({
  page,
}) => {
  const id = await openProject(page);
  const panel = page.getByRole('region', { name: 'Parameters' });
  await clickNodeName(canvasNode(page, PREVIEW));
  await expect(panel.getByRole('button', { name: 'Pick node…' })).toBeVisible();
  await panel.screenshot({ path: shots('pick-node-button') });
  await panel.getByRole('button', { name: 'Pick node…' }).click();
  const picker = page.getByRole('dialog', { name: 'Node picker' });
  await expect(picker.getByRole('searchbox', { name: 'Filter nodes' })).toBeFocused();
  const tree = picker.getByRole('tree', { name: 'Levels and nodes' });
  // it opens on the current level, its nodes by name
  await expect(tree.getByRole('treeitem', { name: /^shop/ })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: /^box/ })).toBeVisible();
  await page.screenshot({ path: shots('node-picker') });

  // a filter opens the levels down to the match; Enter picks it
  await page.keyboard.type('total');
  await expect(tree.getByRole('treeitem')).toHaveCount(4);
  await expect(tree.getByRole('treeitem', { name: /^total_price/ })).toHaveAttribute('aria-selected', 'true');
  await expect(picker.locator('.node-picker-path')).toHaveText('shop/cart/total_price');
  await page.screenshot({ path: shots('node-picker-filtered') });
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(panel.getByLabel('Node', { exact: true })).toHaveValue('shop/cart/total_price');
  let nodes = await stored(page, id);
  expect(nodes.find((n) => n.id === PREVIEW)?.params.nodePath?.value).toBe('shop/cart/total_price');

  // one undo step takes it back
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(panel.getByLabel('Node', { exact: true })).toHaveValue('');

  // from the palette: arrows open a level, Enter goes to the node; Escape closes it
  await openFromWorkspaceMenu(page, 'Find', 'Pick a node');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await openFromPalette(page, 'Pick a node');
  await tree.getByRole('treeitem', { name: /^shop/ }).click();
  await expect(tree).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: /^shop/ })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: /^cart/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(canvas(page)).toHaveAttribute('data-level', SHOP);
  await expectSelected(canvasNode(page, CART));
  nodes = await stored(page, id);
  expect(nodes.find((n) => n.id === PREVIEW)?.params.nodePath?.value ?? '').toBe('');
});

test('node quick actions rename and duplicate the selected node, and ask for a selection first', async ({
  page,
}) => {
  const id = await openProject(page);
  const dialog = page.getByRole('dialog', { name: 'Node quick actions' });

  // nothing selected: it says so, and Escape closes it
  await clickCanvasAt(page, { x: 20, y: 20 });
  await openFromPalette(page, 'Node quick actions');
  await expect(dialog).toContainText('Select a node first.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await openFromWorkspaceMenu(page, 'Node', 'Node quick actions');
  await expect(dialog).toContainText('Select a node first.');
  await page.screenshot({ path: shots('quick-actions-no-selection') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Ctrl+. on the box: rename focuses its name on the canvas
  await clickNodeName(canvasNode(page, BOX));
  await page.keyboard.press('Control+.');
  await expect(dialog).toContainText('box · constant');
  await expect(dialog.getByRole('option', { name: /^Duplicate/ })).toBeVisible();
  await page.screenshot({ path: shots('quick-actions') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('Control+.');
  await page.keyboard.type('renam');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const name = canvasNode(page, BOX).getByRole('textbox', { name: 'Node name' });
  await expect(name).toBeFocused();
  await name.fill('crate');
  await name.press('Enter');
  await expect(canvasNode(page, BOX)).toHaveAccessibleName(/^crate, /);

  // from the node's context menu: duplicate, and the server has two
  await clickNodeName(canvasNode(page, BOX), { button: 'right' });
  await page.getByRole('menuitem', { name: /^Quick actions…/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.type('dupl');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(canvasNodesOf(page, 'constant')).toHaveCount(2);
  const nodes = await stored(page, id);
  const constants = nodes.filter((n) => n.definitionName === 'constant' && n.parentId === 'hex');
  expect(constants.map((n) => n.name).sort()).toEqual(['crate', 'crate1']);
});
