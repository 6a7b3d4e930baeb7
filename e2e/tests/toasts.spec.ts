import { expect, test } from '../support/test.js';

test('going offline and back online shows the connectivity toasts, one at a time', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are back online!')).toBeVisible();
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});
