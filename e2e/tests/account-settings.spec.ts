import { expect, signInWithTestAccount, test } from '../support/test.js';

test('account settings change the name and request then cancel the deletion', async ({ page }) => {
  await signInWithTestAccount(page);
  await page.getByRole('button', { name: 'Account settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account settings' });

  await dialog.getByLabel('Name').fill('Grace Hopper');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('Saved.')).toBeVisible();
  await expect(page.locator('.app-header').getByText('Grace Hopper', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Request account deletion' }).click();
  await expect(dialog.getByText(/scheduled for deletion on/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel deletion request' }).click();
  await expect(dialog.getByRole('button', { name: 'Request account deletion' })).toBeVisible();

  // The change is on the server: it survives a reload.
  await page.reload();
  await expect(page.locator('.app-header').getByText('Grace Hopper', { exact: true })).toBeVisible();
});
