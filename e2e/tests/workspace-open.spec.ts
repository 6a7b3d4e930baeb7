import type { Page } from '@playwright/test';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import {
  callFromPage,
  expectProjectLoaded,
  OPEN_TIMEOUT_MS,
  pasteTwoNodes,
  shareProject,
} from '../support/workspace.js';

interface CreatedProject {
  id: string;
  name: string;
}

const createProject = (page: Page, name: string) =>
  callFromPage<CreatedProject>(page, 'POST', '/projects', { name, metadata: { context: 'hex' } });

test('opens a project: progress toast, top bar, level path and a saving status bar', async ({ page }) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Open flow');
  await page.goto(`/project?id=${project.id}`);
  await expectProjectLoaded(page);
  await expect(page.getByRole('heading', { name: 'Open flow' })).toBeVisible();
  const path = page.getByRole('navigation', { name: 'Level path' });
  await expect(path.getByRole('listitem')).toHaveText(['Root', 'hex']);
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await expect(statusBar).toBeVisible();
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved');
  await expect(page.getByText('Read-only', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Undo \((Ctrl\+Z|⌘Z)\)$/ })).toBeDisabled();
  // back to Root through the level path
  await path.getByRole('button', { name: 'Root' }).click();
  await expect(path.getByRole('listitem')).toHaveText(['Root']);
});

test('edits are saved: a paste reaches the server and is there after a reload; undo is one step', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Saving');
  await page.goto(`/project?id=${project.id}`);
  await expectProjectLoaded(page);
  const statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  await pasteTwoNodes(page, { wired: true });
  await expect(statusBar).toContainText('2 nodes');
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved');
  await page.reload();
  await expectProjectLoaded(page);
  await expect(statusBar).toContainText('2 nodes');
  await pasteTwoNodes(page, { wired: true });
  await expect(statusBar).toContainText('4 nodes');
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(statusBar).toContainText('2 nodes');
  await expect(statusBar.getByRole('status')).toHaveText('All changes saved');
});

test('a shortcut pressed as soon as "Project loaded" shows is heard, on a slow machine too', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Keys at once');
  // eight times slower: the workspace mounted a while after the loaded toast, and the key was lost
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto(`/project?id=${project.id}`);
  await expectProjectLoaded(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('Type a command…')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
});

test('the command palette opens with Ctrl+K and lists commands with their shortcuts', async ({ page }) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Palette');
  await page.goto(`/project?id=${project.id}`);
  await expectProjectLoaded(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await expect(palette.getByPlaceholder('Type a command…')).toBeFocused();
  await palette.getByPlaceholder('Type a command…').fill('redo');
  await expect(palette.getByRole('option', { name: /Redo/ })).toContainText('Ctrl+Shift+Z');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
});

test('an archived project is refused with the two toast lines', async ({ page }) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Old one');
  await callFromPage(page, 'PATCH', `/projects/${project.id}/metadata`, { archived: true });
  await page.goto(`/project?id=${project.id}`);
  await expect(page.getByText('This project is archived and cannot be opened.').first()).toBeVisible();
  await expect(page.getByText('You can restore it from the project browser.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to projects' })).toBeVisible();
});

test('an unknown project shows an error with a way back to the projects', async ({ page }) => {
  await signInWithTestAccount(page);
  await page.goto(`/project?id=${'f'.repeat(24)}`);
  await expect(page.getByRole('heading', { name: 'This project could not be opened' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('the read-only flag of the address shows the badge and saves nothing', async ({ page }) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Look only');
  await page.goto(`/project?id=${project.id}&readonly=1`);
  await expectProjectLoaded(page);
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('status')).toHaveText(
    'Read-only: nothing is saved',
  );
  await expect(page.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
});

test("another user's project shared by an access token opens read-only", async ({ page, browser }) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Shared');
  const token = await shareProject(page, project.id);
  const other = await browser.newContext();
  try {
    const reader = await other.newPage();
    await signInWithTestAccount(reader);
    await reader.goto(`/project?pat=${token}`);
    await expect(reader).toHaveURL(new RegExp(`id=${project.id}`));
    await expect(reader.getByRole('heading', { name: 'Shared' })).toBeVisible();
    await expect(reader.getByText('Read-only', { exact: true })).toBeVisible();
    await expect(reader.getByRole('contentinfo', { name: 'Status bar' }).getByRole('status')).toHaveText(
      'Read-only: nothing is saved',
    );
  } finally {
    await other.close();
  }
});

test('a snapshot opens read-only with the snapshot toasts and its name', async ({ page }) => {
  await signInWithTestAccount(page);
  const project = await createProject(page, 'Versioned');
  const snapshot = await callFromPage<{ id: string }>(
    page,
    'POST',
    `/projectSnapshots?projectId=${project.id}`,
    {
      name: 'Before launch',
    },
  );
  await page.goto(`/project?id=${project.id}&snapshot=${snapshot.id}`);
  await expect(page.getByText('Snapshot loaded')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(page.getByRole('heading', { name: 'Before launch' })).toBeVisible();
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
});
