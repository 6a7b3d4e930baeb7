import { expect, signInWithTestAccount, test } from '../support/test.js';

test('sign-out goes back to /login and ends the server session', async ({ page }) => {
  await signInWithTestAccount(page);
  expect((await page.request.get('/api/nest/users/me')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/nest/users/me')).status()).toBe(401);

  // Still signed out after a reload.
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);
});
