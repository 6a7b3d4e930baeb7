import { expect, test } from '../support/test.js';

test('sign-in through the local OAuth2 server with the GitHub button', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  // Provider → callback → '/' → no last project → /projects.
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Octo Tester', { exact: true })).toBeVisible();
});
