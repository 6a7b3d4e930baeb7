import type { Page } from '@playwright/test';
import { gridOnCanvas } from '../support/canvas.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { callFromPage, expectProjectLoaded, openFromWorkspaceMenu } from '../support/workspace.js';

async function openNewProject(page: Page, name: string) {
  await signInWithTestAccount(page);
  const project = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name,
    metadata: { context: 'hex' },
  });
  await page.goto(`/project?id=${project.id}`);
  await expectProjectLoaded(page);
}

async function openPreferences(page: Page) {
  await openFromWorkspaceMenu(page, 'Workspace', 'Open preferences');
  return page.getByRole('dialog', { name: 'Preferences' });
}

const preferenceSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/users/preferences/default'),
  );

test('theme and grid changed in the preferences editor apply at once and again after a reload', async ({
  page,
}, info) => {
  test.slow(); // two project opens on a shared 2-core machine
  await openNewProject(page, 'Preferences');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dialog = await openPreferences(page);

  let saved = preferenceSaved(page);
  await dialog.getByLabel('Theme').selectOption('light');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  saved = preferenceSaved(page);
  await dialog.getByLabel('Grid type').selectOption('dots');
  await saved;
  await expect.poll(() => gridOnCanvas(page)).toMatchObject({ kind: 'dots' });

  saved = preferenceSaved(page);
  await dialog.getByLabel('Grid size').fill('20');
  await dialog.getByLabel('Grid size').press('Enter');
  await saved;
  await expect.poll(() => gridOnCanvas(page)).toEqual({ kind: 'dots', size: 20 });
  await page.screenshot({ path: info.outputPath('preferences-light.png') });

  // a bad number is refused, saying why, and nothing is saved
  await dialog.getByLabel('Grid size').fill('0');
  await dialog.getByLabel('Grid size').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Grid size must be from 1 to 1000');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.reload();
  await expectProjectLoaded(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => gridOnCanvas(page)).toEqual({ kind: 'dots', size: 20 });
  const reopened = await openPreferences(page);
  await expect(reopened.getByLabel('Grid size')).toHaveValue('20');
  await expect(reopened.getByLabel('Grid type')).toHaveValue('dots');
});

test("a preference the server refuses goes back, with the spec's toast", async ({ page }) => {
  await openNewProject(page, 'Preferences refused');
  const dialog = await openPreferences(page);
  await page.route('**/users/preferences/default', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await dialog.getByLabel('Show the grid').click();
  await expect(page.getByText('Failed to update user preferences: gridEnabled=false')).toBeVisible();
  await expect(dialog.getByLabel('Show the grid')).toBeChecked();
  await expect.poll(() => gridOnCanvas(page)).not.toBe('none');
});
