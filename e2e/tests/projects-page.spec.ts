import type { Page } from '@playwright/test';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { expectProjectLoaded } from '../support/workspace.js';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Picks an action from the card's menu, in My projects (favourites show the same card twice). */
async function cardAction(page: Page, name: string, action: string) {
  await section(page, 'My projects')
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  const item = page.getByRole('menuitem', { name: action });
  // A click that lands while the menu is still opening can be dropped (seen once in CI: the menu
  // stayed open): click until the menu has closed, never twice once it has.
  await expect(async () => {
    if (await item.isVisible()) await item.click({ timeout: 2_000 });
    await expect(item).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('create, open, rename, favourite, archive, restore and delete a project', async ({ page }) => {
  test.setTimeout(90_000);
  await signInWithTestAccount(page);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(section(page, 'My projects').getByText('Start your first project')).toBeVisible();

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Name').fill('Launch site');
  await dialog.getByLabel('Category').fill('Marketing');
  await expect(dialog.getByRole('radio', { name: /Markup/ })).toBeChecked();
  await dialog.getByText('Task', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /Task/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/project\?id=[0-9a-f]{24}$/);
  const projectId = new URL(page.url()).searchParams.get('id');

  // The start context is stored on the project.
  const stored = await page.request.get(`/api/nest/projects/${projectId}`);
  expect((await stored.json()).metadata).toEqual({ context: 'tex' });

  // The brand link closes the open project (else /projects would send it back, spec 1 §2) and
  // goes to the list, where the project is now recent (the open flow's last step).
  await expectProjectLoaded(page);
  await page.getByRole('link', { name: 'Nodeloom — all projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(section(page, 'Recent').getByRole('article', { name: 'Launch site' })).toBeVisible();
  await expect(section(page, 'My projects').getByRole('article', { name: 'Launch site' })).toContainText(
    'Marketing',
  );
  await expect(section(page, 'My projects').getByRole('article')).toHaveCount(1);

  await cardAction(page, 'Launch site', 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename project' });
  await rename.getByLabel('Name').fill('Launch site v2');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(section(page, 'My projects').getByRole('article', { name: 'Launch site v2' })).toBeVisible();

  await section(page, 'My projects')
    .getByRole('button', { name: 'Add Launch site v2 to favourites' })
    .click();
  await expect(section(page, 'Favourites').getByRole('article', { name: 'Launch site v2' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove Launch site v2 from favourites' }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  await cardAction(page, 'Launch site v2', 'Archive');
  await expect(card(page, 'Launch site v2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Archived', exact: true }).click();
  const archived = section(page, 'Archived');
  await expect(archived.getByRole('article', { name: 'Launch site v2' })).toBeVisible();
  // An archived project cannot be opened (spec 1 §6): its card has no link.
  await expect(archived.getByRole('link', { name: 'Launch site v2' })).toHaveCount(0);
  await archived.getByRole('button', { name: 'Restore' }).click();
  await expect(archived.getByText('No archived projects')).toBeVisible();
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(section(page, 'My projects').getByRole('link', { name: 'Launch site v2' })).toBeVisible();

  // Every change reached the server.
  await page.reload();
  await expect(section(page, 'Favourites').getByRole('article', { name: 'Launch site v2' })).toBeVisible();

  await cardAction(page, 'Launch site v2', 'Delete…');
  const confirm = page.getByRole('alertdialog', { name: 'Delete project?' });
  await expect(confirm).toContainText('Launch site v2');
  await confirm.getByRole('button', { name: 'Delete project' }).click();
  await expect(card(page, 'Launch site v2')).toHaveCount(0);
  await page.reload();
  await expect(section(page, 'My projects').getByText('Start your first project')).toBeVisible();
});

test('lists the official demos and filters every section by name', async ({ page }) => {
  await signInWithTestAccount(page);
  const demos = section(page, 'Official demos');
  await expect(demos.getByRole('article', { name: 'Math chain' })).toBeVisible();
  await expect(demos.getByRole('article', { name: 'String demo' })).toBeVisible();
  // Demos are read-only: no favourite or menu.
  await expect(demos.getByRole('button')).toHaveCount(0);

  const filter = page.getByRole('searchbox', { name: 'Filter projects by name' });
  await filter.fill('math');
  await expect(demos.getByRole('article')).toHaveCount(1);
  await expect(demos.getByRole('article', { name: 'Math chain' })).toBeVisible();

  await filter.fill('no such project');
  await expect(page.getByRole('heading', { name: 'No projects match “no such project”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(demos.getByRole('article')).toHaveCount(8);

  await demos.getByRole('link', { name: 'Math chain' }).click();
  await expect(page).toHaveURL(/\/project\?id=[0-9a-f]{24}$/);
});

test('the theme is dark by default, switches live and is saved in the preferences', async ({ page }) => {
  await signInWithTestAccount(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = await background();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await background()).not.toBe(dark);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  // Saved on the server: after a reload without the local copy, the preferences bring it back.
  await expect
    .poll(async () => (await (await page.request.get('/api/nest/users/preferences')).json()) as unknown)
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'default', json: expect.objectContaining({ theme: 'light' }) }),
      ]),
    );
  await page.evaluate(() => window.localStorage.removeItem('theme'));
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');

  // The sign-in page follows the theme too.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('works from the keyboard: create, then rename through the card menu', async ({ page }) => {
  await signInWithTestAccount(page);
  await page.getByRole('button', { name: 'New project' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Typed project');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/project\?id=[0-9a-f]{24}$/);

  await page.goto('/projects');
  const menuButton = section(page, 'My projects').getByRole('button', { name: 'Actions for Typed project' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Enter');
  const rename = page.getByRole('dialog', { name: 'Rename project' });
  await expect(rename.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard project');
  await page.keyboard.press('Enter');
  await expect(section(page, 'My projects').getByRole('link', { name: 'Keyboard project' })).toBeVisible();
  // Escape closes a dialog without changes.
  await page.getByRole('button', { name: 'New project' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
