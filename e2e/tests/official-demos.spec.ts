// Issue 23 row 12, as a newcomer: the empty projects page offers the official demos; each opens
// with a sticky note saying what to try, and shows what it computes.
import type { Page } from '@playwright/test';
import { expect, signInWithTestAccount, test } from '../support/test.js';

const DEMOS = [
  'Math chain',
  'String demo',
  'Data pipeline with a loop',
  'Unit-tested graph',
  'Multi-page site with a router',
  'A function from function nodes',
  'A form that collects replies',
];
const demosSection = (page: Page) => page.getByRole('region', { name: 'Official demos' });
const inspectorOf = (page: Page, name: string) =>
  page.locator('.gc-canvas .react-flow__node[data-definition="inspector"]').filter({ hasText: name });

async function openDemo(page: Page, name: string): Promise<void> {
  await page.goto('/projects');
  await demosSection(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/project\?id=[0-9a-f]{24}$/);
  await expect(page.locator('.gc-canvas .react-flow__pane')).toBeVisible();
}

test('the empty projects page offers seven teaching demos, each with a note and a result to see', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithTestAccount(page);
  await expect(page.getByText('Start your first project')).toBeVisible();
  for (const name of DEMOS) await expect(demosSection(page).getByRole('article', { name })).toBeVisible();

  await openDemo(page, 'Data pipeline with a loop');
  await expect(page.getByText(/Try: add a price to the array/)).toBeVisible();
  await expect(inspectorOf(page, 'result').locator('.gc-viewer-value')).toContainText(/12[\s\S]*30[\s\S]*48/);

  await openDemo(page, 'Unit-tested graph');
  await expect(page.getByText(/Try: set b to 4/)).toBeVisible();
  await expect(inspectorOf(page, 'verdict').locator('.gc-viewer-value')).toContainText('passed');

  // opens in the function context, where its nodes run
  await openDemo(page, 'A function from function nodes');
  await expect(page.getByText(/Try: change the literal 2 to 3/)).toBeVisible();
  await expect(inspectorOf(page, 'code').locator('.gc-viewer-value')).toContainText('function double(x)');

  // a page with a form: the site preview shows it, and its component's hook posts a reply to the
  // form named in formId (the demo's placeholder id is refused by the server, and the page says so)
  await openDemo(page, 'A form that collects replies');
  await expect(page.getByText(/Try: save a copy, then Menu → Project → Open forms editor/)).toBeVisible();
  await page.locator('.gc-canvas .react-flow__node[data-id="node_demo_contactPage"] .gc-node-name').click();
  const preview = page
    .getByRole('region', { name: 'Component previewer' })
    .frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByRole('heading', { name: 'Write to us' })).toBeVisible({ timeout: 60_000 });
  await preview.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await preview.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await preview.getByRole('button', { name: 'Send' }).click();
  await expect(preview.getByRole('status')).toHaveText(/^The reply was refused \(4\d\d\)\.$/);
  await expect(page.locator('.gc-canvas .react-flow__node .gc-state-error')).toHaveCount(0);
});
