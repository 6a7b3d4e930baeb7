// Issue 13 §6: the forms editor — a form with its field schema, its replies, a reply's detail and
// the replies exported as CSV.
import { readFile } from 'node:fs/promises';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS, openFromWorkspaceMenu } from '../support/workspace.js';

test.setTimeout(120_000);

test('write a form, read its replies and export them as CSV', async ({ page }) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('Forms') });
  await page.goto(`/project?id=${id}`);
  await expect(page.getByRole('contentinfo', { name: 'Status bar' })).toBeVisible({
    timeout: OPEN_TIMEOUT_MS,
  });

  await openFromWorkspaceMenu(page, 'Project', 'Open forms editor');
  const dialog = page.getByRole('dialog', { name: 'Forms' });
  await expect(dialog.getByText('No forms yet.')).toBeVisible();

  await dialog.getByRole('button', { name: 'New form' }).click();
  await dialog.getByLabel('Form name').fill('Contact');
  await dialog.getByLabel('Field 1 name').fill('email');
  await dialog.getByLabel('Field 1 type').selectOption('email');
  await dialog.getByLabel('Field 1 required').check();
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByLabel('Field 2 name').fill('2nd');
  await dialog.getByRole('button', { name: 'Create form' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Field 2 name: must be 1-64 letters');
  await dialog.getByLabel('Field 2 name').fill('message');
  await dialog.getByRole('button', { name: 'Create form' }).click();
  await expect(dialog.getByRole('button', { name: /Contact\s*2 fields/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save form' })).toBeVisible();

  // two replies arrive (as a published site posts them)
  const forms = await callFromPage<{ id: string; name: string }[]>(page, 'GET', '/forms');
  const formId = forms.find((f) => f.name === 'Contact')!.id;
  await callFromPage(page, 'POST', `/forms/${formId}/replies`, {
    values: { email: 'ada@example.com', message: 'Hello, "world"' },
  });
  await callFromPage(page, 'POST', `/forms/${formId}/replies`, { values: { email: 'bo@example.com' } });

  await dialog.getByRole('tab', { name: 'Replies' }).click();
  const replies = dialog.getByRole('list', { name: 'Replies' });
  await expect(replies.getByRole('listitem')).toHaveCount(2);
  await expect(replies.getByLabel('Unread')).toHaveCount(2);
  await replies.getByRole('button', { name: /ada@example\.com/ }).click();
  const detail = dialog.getByRole('region', { name: 'Reply' });
  await expect(detail).toContainText('Hello, "world"');
  await expect(replies.getByLabel('Unread')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('form-replies.png') });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Contact-replies.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('receivedAt,email,message');
  expect(csv).toContain(',ada@example.com,"Hello, ""world"""\r\n');
  expect(csv).toContain(',bo@example.com,\r\n');
  expect(lines).toHaveLength(4);

  await dialog.getByRole('tab', { name: 'Fields' }).click();
  await page.screenshot({ path: test.info().outputPath('form-fields.png') });
});
