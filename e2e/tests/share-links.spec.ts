// Issue 13's sharing walk: create a share link in the workspace, open it signed out in a second
// browser context and find the project read-only, revoke it, and see the link refused.
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS } from '../support/workspace.js';

test('a share link opens the project read-only signed out, until it is revoked', async ({
  page,
  browser,
}) => {
  await signInWithTestAccount(page);
  const name = uniqueName('Shared');
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name });
  await page.goto(`/project?id=${id}`);
  await expect(page.getByText('This level is empty')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Type a command…').fill('Share project');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share links' });
  await expect(dialog.getByText('No share links yet.')).toBeVisible();
  await dialog.getByLabel('Expires in').selectOption({ label: '30 days' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/project\?pat=/);
  await expect(dialog.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
    new RegExp(`<iframe src=".*/embed\\?id=${id}&amp;pat=`),
  );
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('active');

  // signed out, in another browser context: the project opens read-only
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(new RegExp(`/project\\?id=${id}&pat=`));
  await expect(other.getByText('Read-only', { exact: true })).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(other.getByRole('heading', { name })).toBeVisible();

  // revoked: the same link no longer opens it
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByRole('listitem')).toContainText('revoked');
  const refused = await visitor.newPage();
  await refused.goto(link);
  await expect(refused).not.toHaveURL(new RegExp(`/project\\?id=${id}`), { timeout: 20_000 });
  await expect(refused.getByText('Read-only', { exact: true })).toHaveCount(0);
  await visitor.close();
});
