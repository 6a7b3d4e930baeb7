// Issue 36: a hidden status bar can be found again. The workspace menu's View submenu shows the
// status bar and the project browser with their checkmarks, and brings a hidden bar back; hiding
// it lasts across a reload, so the menu is the way back.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectProjectLoaded } from '../support/workspace.js';
import { openNewProject } from './canvas-support.js';

const statusBar = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' });
const projectBrowser = (page: Page) => page.getByRole('complementary', { name: 'Project browser' });

/** Opens Menu › View with the mouse and returns the View submenu. */
async function openViewMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Workspace menu' });
  await button.hover();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  await page.getByRole('menuitem', { name: 'View', exact: true }).hover();
  const view = page.getByRole('menu', { name: 'View' });
  await expect(view).toBeVisible();
  return view;
}

test('the View menu hides the status bar and, after a reload, brings it back', async ({ page }) => {
  await openNewProject(page);
  await expect(statusBar(page)).toBeVisible();

  // the checkmarks say what is shown: the status bar, not the browser (opening a project hid it)
  let view = await openViewMenu(page);
  const statusItem = view.getByRole('menuitemcheckbox', { name: 'Status bar' });
  await expect(statusItem).toHaveAttribute('aria-checked', 'true');
  await expect(view.getByRole('menuitemcheckbox', { name: 'Project browser' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await statusItem.click();
  await expect(statusBar(page)).toBeHidden();
  await expect(view).toBeHidden();

  // still hidden after a reload: the menu is where the user finds it again
  await page.reload();
  await expectProjectLoaded(page);
  await expect(statusBar(page)).toBeHidden();
  view = await openViewMenu(page);
  await expect(view.getByRole('menuitemcheckbox', { name: 'Status bar' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.screenshot({ path: test.info().outputPath('view-menu.png') });
  await view.getByRole('menuitemcheckbox', { name: 'Status bar' }).click();
  await expect(statusBar(page)).toBeVisible();

  // the project browser comes and goes the same way
  view = await openViewMenu(page);
  await view.getByRole('menuitemcheckbox', { name: 'Project browser' }).click();
  await expect(projectBrowser(page)).toBeVisible();
  view = await openViewMenu(page);
  await expect(view.getByRole('menuitemcheckbox', { name: 'Project browser' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await view.getByRole('menuitemcheckbox', { name: 'Project browser' }).click();
  await expect(projectBrowser(page)).toBeHidden();
});
