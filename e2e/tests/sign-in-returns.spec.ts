// Issue 36: a signed-out visitor of a share link or an embed who signs in (e-mail, or a provider
// through the local OAuth2 server) lands back on what they were looking at, the project loaded;
// a return address that is no path of the app lands on /projects instead.
import type { Browser, Page } from '@playwright/test';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS, shareProject } from '../support/workspace.js';

/** A project of a new owner, shared by link: its id, name and the link's path. */
async function sharedProject(browser: Browser) {
  const owner = await browser.newPage();
  await signInWithTestAccount(owner);
  const name = uniqueName('Shared');
  const { id } = await callFromPage<{ id: string }>(owner, 'POST', '/projects', { name });
  const token = await shareProject(owner, id);
  await owner.close();
  return { id, name, token, link: `/project?pat=${encodeURIComponent(token)}` };
}

/** The shared project open in the workspace: its URL, its name, its (empty) canvas, read-only. */
async function expectOnSharedProject(page: Page, { id, name }: { id: string; name: string }) {
  await expect(page).toHaveURL(new RegExp(`/project\\?id=${id}&pat=`));
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(page.getByText('This level is empty')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
}

/** Signed in as `name`: the header offers Sign out (the workspace's header hides the name). */
async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect((await (await page.request.get('/api/nest/users/me')).json()).name).toBe(name);
}

async function openSignInFromSharedProject(page: Page, shared: { id: string; name: string; link: string }) {
  await page.goto(shared.link);
  await expectOnSharedProject(page, shared);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fproject%3Fid%3D/);
}

test('signing up and signing in by e-mail from a share link come back to the shared project', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shared = await sharedProject(browser);
  const email = `${uniqueName('visitor')}@example.test`;
  const password = 'shared-link-visitor';

  await openSignInFromSharedProject(page, shared);
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Vera Visitor');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password').fill(password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expectOnSharedProject(page, shared);
  await expectSignedInAs(page, 'Vera Visitor');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await openSignInFromSharedProject(page, shared);
  const signIn = page.getByRole('form', { name: 'Sign in with e-mail' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expectOnSharedProject(page, shared);
  await expectSignedInAs(page, 'Vera Visitor');
});

test('signing in with GitHub from a share link comes back to the shared project', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shared = await sharedProject(browser);
  await openSignInFromSharedProject(page, shared);
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await expectOnSharedProject(page, shared);
  await expectSignedInAs(page, 'Octo Tester');
});

test('signing in from an embed comes back to the embed, in the tab the sign-in opened', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shared = await sharedProject(browser);
  const embed = `/embed?id=${shared.id}&pat=${encodeURIComponent(shared.token)}`;
  await page.goto(embed);
  await expect(page.getByRole('heading', { name: shared.name })).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Sign in' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/login\?returnTo=%2Fembed%3Fid%3D/);
  await tab.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(tab).toHaveURL(new RegExp(`/embed\\?id=${shared.id}&pat=`));
  await expect(tab.getByRole('heading', { name: shared.name })).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(tab.getByText('This level is empty')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
});

test('a return address that is no path of the app lands on /projects', async ({ page }) => {
  await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example/project')}`);
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/login?returnTo=${encodeURIComponent('https://evil.example/')}`);
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('E-mail').fill(`${uniqueName('wary')}@example.test`);
  await signUp.getByLabel('Password').fill('no-open-redirect');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
