// Issue 36: right after an e-mail sign-up the projects page showed a 401 in the console: the login
// probe, asked before any session existed. The walk from the login portal to the loaded projects
// page collects every console error and failed response, and expects none.
import { expect, test, uniqueName } from '../support/test.js';

test('an e-mail sign-up reaches the projects page without a console error or a failed request', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Grace Hopper');
  await signUp.getByLabel('E-mail').fill(`${uniqueName('grace')}@example.test`);
  await signUp.getByLabel('Password').fill('compiler-a0-1952');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Grace Hopper', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Official demos' })).toBeVisible();
  // every request the page started has answered
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
