// Menus whose code loads on first use (ui/first-use.tsx): a click or Enter made while that code is
// still on its way must open the menu once it arrives. The chunks are held back here, as a slow
// network would, so the gesture always lands before the code (the race a loaded machine found).
// The real dock (react-mosaic) replacing the static one is such an arrival too.
import type { Page } from '@playwright/test';
import { holdChunks } from '../support/hold-chunks.js';
import { expect, test } from '../support/test.js';
import { openEmptyProject } from '../support/workspace.js';

async function openNewProject(page: Page): Promise<void> {
  await openEmptyProject(page, 'first-use');
}

test('a click on the workspace menu made while its code loads opens the menu when it arrives', async ({
  page,
}) => {
  const chunks = await holdChunks(page, ['WorkspaceMenuPopup']);
  await openNewProject(page);
  const menu = page.getByRole('button', { name: 'Workspace menu' });
  await menu.click();
  // the click asked for the code; nothing can open before it is there
  await expect.poll(chunks.requested).toBeGreaterThan(0);
  await expect(page.getByRole('menuitem', { name: 'Project', exact: true })).toHaveCount(0);
  await chunks.release();
  await expect(page.getByRole('menuitem', { name: 'Project', exact: true })).toBeVisible();
  // the opened menu works as one opened the usual way: a submenu and an entry
  await page.getByRole('menuitem', { name: 'Workspace', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Workspace', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  // and a later click toggles it as usual
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Project', exact: true })).toBeVisible();
});

test('a press on the workspace menu whose code arrives before the release opens the menu', async ({
  page,
}) => {
  const chunks = await holdChunks(page, ['WorkspaceMenuPopup']);
  await openNewProject(page);
  const menu = page.getByRole('button', { name: 'Workspace menu' });
  await menu.hover();
  await page.mouse.down();
  await expect.poll(chunks.requested).toBeGreaterThan(0);
  await chunks.release();
  // the real trigger (a new element) has taken the button's place while it is held down
  await expect(menu).toHaveAttribute('aria-haspopup', 'menu');
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: 'Project', exact: true })).toBeVisible();
});

test('Enter on the focused Layout and Panels buttons while their code loads opens each menu', async ({
  page,
}) => {
  const layoutCode = await holdChunks(page, ['LayoutSwitcherMenu']);
  const panelsCode = await holdChunks(page, ['PanelsMenuPopup']);
  await openNewProject(page);
  const layout = page.getByRole('button', { name: /^Layout: / });
  await layout.focus();
  await page.keyboard.press('Enter');
  await expect.poll(layoutCode.requested).toBeGreaterThan(0);
  await layoutCode.release();
  await expect(page.getByRole('menuitemradio', { name: 'Pro' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(layout).toBeFocused();

  const panels = page.getByRole('button', { name: 'Panels', exact: true });
  await panels.focus();
  await page.keyboard.press('Enter');
  await expect.poll(panelsCode.requested).toBeGreaterThan(0);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await panelsCode.release();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
});

test("a panel's options button focused while the real dock's code loads keeps the focus when it arrives", async ({
  page,
}) => {
  const dockCode = await holdChunks(page, ['MosaicDock']);
  await openNewProject(page);
  // the static dock draws the title bars until react-mosaic's code is there
  await expect.poll(dockCode.requested).toBeGreaterThan(0);
  const options = page.getByRole('button', { name: 'Parameters panel options' });
  await options.focus();
  await expect(options).toBeFocused();
  await dockCode.release();
  // react-mosaic's own drop targets: the real dock, with new title bars, is there
  await expect(page.locator('.mosaic-root + .drop-target-container')).toHaveCount(1);
  await expect(options).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Split right' })).toBeVisible();
});
