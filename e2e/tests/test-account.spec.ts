import { enableTestAccountLogin, expect, signInWithTestAccount, test } from '../support/test.js';

test('sign-in with a test account lands on the projects page', async ({ page }) => {
  const username = await signInWithTestAccount(page);
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  // Signed in, /login goes to /projects.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/projects$/);
});

test('a wrong debug key is refused on the login form', async ({ page }) => {
  await enableTestAccountLogin(page);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Test account' });
  await form.getByLabel('Username').fill('intruder');
  await form.getByLabel('Password').fill('whatever');
  await form.getByLabel('Debug key').fill('not-the-key');
  await form.getByRole('button', { name: 'Sign in with test account' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
