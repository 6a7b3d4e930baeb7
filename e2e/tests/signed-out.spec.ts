import { expect, signInWithTestAccount, test } from '../support/test.js';
import { callFromPage, expectLiveCanvas, shareProject } from '../support/workspace.js';

test('a signed-out visit to / lands on /login with the sign-in choices', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with GitHub' })).toBeVisible();
  // The test-account form needs the debug flag.
  await expect(page.getByRole('form', { name: 'Test account' })).toHaveCount(0);
});

test('signed-out visits to routes that need a user go to /login', async ({ page }) => {
  for (const path of ['/projects', '/project?id=abcdefabcdefabcdefabcdef']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('/project without id, snip or pat goes to /projects (and from there to /login)', async ({ page }) => {
  await page.goto('/project?readonly=true');
  await expect(page).toHaveURL(/\/login$/);
});

test('/embed shows a shared project read-only to a visitor without a user', async ({ page, browser }) => {
  // the owner shares a project by link (an access token) …
  const owner = await browser.newPage();
  await signInWithTestAccount(owner);
  const { id } = await callFromPage<{ id: string }>(owner, 'POST', '/projects', { name: 'Embedded demo' });
  const token = await shareProject(owner, id);
  await owner.close();
  // … and a signed-out visitor sees it embedded, read-only
  await page.goto(`/embed?id=${id}&pat=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Embedded demo' })).toBeVisible();
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await expectLiveCanvas(page);
});

test('/embed of a project the visitor cannot read says so', async ({ page }) => {
  await page.goto('/embed?id=abcdefabcdefabcdefabcdef');
  await expect(page.getByRole('heading', { name: /could not be opened|not found|cannot/i })).toBeVisible();
});

test('a failed provider sign-in lands on /login with its reason', async ({ page }) => {
  await page.goto('/api/nest/auth/redirects/failure?reason=access_denied');
  await expect(page).toHaveURL(/\/login\?error=access_denied$/);
  await expect(page.getByRole('alert')).toHaveText('Sign-in failed: access denied');
});
