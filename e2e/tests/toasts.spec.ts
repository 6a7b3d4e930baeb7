import { expect, test } from '../support/test.js';

test('going offline and back online shows the connectivity toasts, one at a time', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  // Offline only once the lazy login page has loaded (else its chunk cannot load).
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are back online!')).toBeVisible();
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});
