import { expect, test, uniqueName } from '../support/test.js';

test('sign up with e-mail and password, sign out, then sign in again', async ({ page }) => {
  const email = `${uniqueName('ada')}@example.test`;
  const password = 'analytical-engine-1843';
  await page.goto('/login');

  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Ada Lovelace');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password').fill(password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const signIn = page.getByRole('form', { name: 'Sign in with e-mail' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password').fill('wrong-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password');

  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
});
