// Issue 36: the app's Documentation link works on any machine: the server serves the user
// documentation at /docs (the guides of docs/ and every built-in node's help).
import { expect, test } from '../support/test.js';
import { openFromPalette } from '../support/workspace.js';
import { openNewProject } from './canvas-support.js';

test("About's Documentation link opens the server's guides, and a guide and a node's help from there", async ({
  page,
}, info) => {
  await openNewProject(page);
  await openFromPalette(page, 'About Nodeloom');
  const about = page.getByRole('dialog', { name: 'About Nodeloom' });
  const opened = page.waitForEvent('popup');
  await about.getByRole('link', { name: 'Documentation' }).click();
  const docs = await opened;
  const failed: string[] = [];
  docs.on('response', (r) => void (r.ok() || failed.push(`${r.status()} ${r.url()}`)));
  docs.on('console', (m) => void (m.type() === 'error' && failed.push(m.text())));

  await expect(docs).toHaveURL(/\/docs$/);
  await expect(docs.getByRole('heading', { level: 1, name: 'Nodeloom documentation' })).toBeVisible();
  // the app's dark look, not an unstyled page: the stylesheet loaded under the app's CSP
  await expect(docs.locator('body')).toHaveCSS('background-color', 'rgb(14, 16, 22)');
  await docs.screenshot({ path: info.outputPath('docs-index.png') });

  await docs.getByRole('link', { name: 'Projects page, routes and theme (web app)' }).click();
  await expect(
    docs.getByRole('heading', { level: 1, name: 'Projects page, routes and theme (web app)' }),
  ).toBeVisible();
  const screenshot = docs.getByRole('img').first();
  await expect(screenshot).toBeVisible();
  expect(await screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await docs.screenshot({ path: info.outputPath('docs-guide.png') });

  await docs.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Nodes' }).click();
  await docs.getByRole('link', { name: /^restApiCall/ }).click();
  await expect(docs.getByRole('heading', { level: 1, name: 'restApiCall' })).toBeVisible();
  await expect(docs.getByRole('heading', { level: 2, name: 'Params' })).toBeVisible();
  await docs.screenshot({ path: info.outputPath('docs-node.png') });
  expect(failed).toEqual([]);
});
