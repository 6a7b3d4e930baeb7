import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, type ServedSite, SITE_SPECS, serveSite, TSX } from './site-server.js';

// The runtime contracts of packages/nodes/src/shared/html/README.md in a real browser: the
// lazyImage node's lazy loading and the searchParameters node's setter control.
let workDir: string;
let server: ServedSite | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'nodeloom-site-contracts-'));
  const outDir = join(workDir, 'site');
  const build = spawnSync(process.execPath, [...TSX, join(SITE_SPECS, 'build-contract-site.mts'), outDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(build.stderr).toBe('');
  expect(build.stdout).toContain('Built');
  server = await serveSite(outDir);
  baseUrl = server.baseUrl;
});

test.afterAll(() => {
  server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test('a lazy image shows its thumbnail in black and white until scrolled near, then the full image', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${baseUrl}/`);
  const image = page.getByRole('img', { name: 'A square' });
  await expect(image).toHaveAttribute('src', '/thumb.svg');
  await expect(image).toHaveCSS('filter', 'grayscale(1)');
  expect(requested).not.toContain('/full.svg');

  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/full.svg');
  await expect(image).toHaveCSS('filter', 'none');
  expect(requested).toContain('/full.svg');
});

test('the search setter writes ?q= as the user types and the search parameter shown follows', async ({
  page,
}) => {
  await page.goto(`${baseUrl}/?q=first`);
  await expect(page.locator('#search-value')).toHaveText('first');
  const setter = page.locator('input[data-nl-search-setter="q"]');
  await expect(setter).toHaveValue('first');
  await setter.fill('hello world');
  await expect(page).toHaveURL(`${baseUrl}/?q=hello+world`);
  await expect(page.locator('#search-value')).toHaveText('hello world');
  await expect(setter).toBeFocused();
});
