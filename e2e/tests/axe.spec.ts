// Issue 37: axe-core's WCAG 2.x A/AA rules find no serious or critical violation on any page or
// workspace dialog, in either theme. Dialogs come from the web app's registry, so a new one is
// checked without editing this file. Each screen's rule and element counts are printed.

import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { canvasNodes, clickNodeName, expectSelected, liveCanvas } from '../support/canvas.js';
import { paletteCommandOf, registeredDialogs } from '../support/dialog-registry.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  expectLiveCanvas,
  OPEN_TIMEOUT_MS,
  openFromPalette,
  shareProject,
} from '../support/workspace.js';

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

/** A dialog once its code and first content are there (DialogHost shows "Loading…" before). */
async function openDialog(page: Page, command: string, title: string) {
  await openFromPalette(page, command);
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expect(dialog).toBeVisible();
  // checked once its content has come: no "Loading…" of the host or of the dialog's own reads
  await expect(dialog.locator('.modal-loading, [aria-busy="true"]')).toHaveCount(0);
  await expect(dialog.getByText(/^Loading\b.*…$/)).toHaveCount(0);
  return dialog;
}

/** A signed-out page in `theme`: the theme signed-out pages use is the last one applied (local storage). */
async function signedOutPage(browser: Browser, theme: Theme): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    if (window === window.top) window.localStorage.setItem('theme', value);
  }, theme);
  return context.newPage();
}

for (const theme of THEMES) {
  test(`signed-out pages have no serious axe violation (${theme} theme)`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page = await signedOutPage(browser, theme);
    const check = (screen: string) => expectNoSeriousViolations(page, testInfo, `${screen} (${theme})`);
    await page.goto(`${baseURL}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await check('sign-in');
    await page.goto(`${baseURL}/login?error=access_denied`);
    await expect(page.getByRole('alert')).toBeVisible();
    await check('sign-in with an error');
    await page.evaluate(() => window.localStorage.setItem('debug_testAccountLogin', 'true'));
    await page.reload();
    await expect(page.getByRole('form', { name: 'Test account' })).toBeVisible();
    await check('sign-in with the test-account form');
    // the app has no 404 page: an unknown address goes to the start page (here: sign-in)
    await page.goto(`${baseURL}/no-such-page`);
    await expect(page).toHaveURL(/\/login$/);
    await check('unknown address');
    await page.goto(`${baseURL}/embed?id=abcdefabcdefabcdefabcdef`);
    await expect(page.getByRole('heading', { name: /could not be opened|not found|cannot/i })).toBeVisible();
    await check('embed of an unreadable project');
    await page.context().close();
  });

  test(`signed-in pages and every workspace dialog have no serious axe violation (${theme} theme)`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(480_000);
    const check = (screen: string, within?: string) =>
      expectNoSeriousViolations(page, testInfo, `${screen} (${theme})`, within);
    await signInWithTestAccount(page);
    if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('region', { name: 'Official demos' })).toBeVisible();
    await check('projects, first visit');

    await page.getByRole('button', { name: 'Account settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Account settings' })).toBeVisible();
    await check('account settings');
    await page.keyboard.press('Escape');

    await page
      .getByRole('region', { name: 'Official demos' })
      .getByRole('link', { name: 'Math chain' })
      .click();
    await expectLiveCanvas(page);
    await expect(canvasNodes(page)).toHaveCount(5);
    await check('workspace, Math chain demo (read-only)');

    // a copy of my own, where every dialog is enabled
    const save = await openDialog(page, 'Save as a new project…', 'Save project');
    await save.getByRole('button', { name: 'Save' }).click();
    await save.getByRole('link', { name: 'Open it' }).click();
    await expect(page.locator('.workspace')).not.toHaveAttribute('data-read-only', 'true');
    await expect(canvasNodes(page)).toHaveCount(5, { timeout: OPEN_TIMEOUT_MS });
    await check('workspace, Math chain copy');
    // the popups that are not registry dialogs, with a row highlighted (its tint is a background)
    await liveCanvas(page).hover({ position: { x: 40, y: 40 } });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog', { name: 'Tab menu' })).toBeVisible();
    await check('tab menu', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
    await check('command palette', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    await page.getByRole('menuitem', { name: 'Library', exact: true }).hover();
    await expect(page.getByRole('menu', { name: 'Library' })).toBeVisible();
    await check('workspace menu', '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // dialogs about a node act on the selection: one node stays selected throughout
    const node = canvasNodes(page).and(page.locator('[data-id$="_difference1"]'));
    await clickNodeName(node);
    await expectSelected(node);
    // a selected node shows its outputs strip under it
    await expect(node.getByRole('group', { name: 'Outputs' })).toBeVisible();
    await check('workspace, a node selected');

    const searcher = await openDialog(page, 'Search nodes', 'Searcher');
    await searcher.getByRole('combobox').fill('difference');
    await expect(searcher.getByRole('option', { selected: true })).toHaveCount(1);
    await check('dialog Searcher with results', '[role="dialog"]');
    await page.keyboard.press('Escape');

    const dialogs = await registeredDialogs();
    expect(dialogs.length).toBeGreaterThan(30);
    for (const dialog of dialogs) {
      await test.step(dialog.title, async () => {
        await openDialog(page, paletteCommandOf(dialog), dialog.title);
        await check(`dialog ${dialog.title}`, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: dialog.title, exact: true })).toHaveCount(0);
      });
    }

    const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
      name: uniqueName('Empty'),
    });
    await page.goto(`/project?id=${id}`);
    await expect(page.getByText('This level is empty')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
    await check('workspace, empty project');

    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects' }).first()).toBeVisible();
    await check('projects, with projects');

    // the share link's read-only view and its embed, signed out
    const token = encodeURIComponent(await shareProject(page, id));
    const visitor = await signedOutPage(browser, theme);
    const visit = (screen: string) => expectNoSeriousViolations(visitor, testInfo, `${screen} (${theme})`);
    await visitor.goto(`${baseURL}/project?id=${id}&pat=${token}`);
    await expect(visitor.getByText('Read-only', { exact: true })).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
    await visit('share link, read-only workspace');
    await visitor.goto(`${baseURL}/embed?id=${id}&pat=${token}`);
    await expectLiveCanvas(visitor);
    await visit('share link, embed');
    await visitor.context().close();
  });
}
