import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_ROBOTS_TXT, sampleProject } from '@nodeloom/site/testing';
import { expect, test } from '@playwright/test';
import { ROOT, type ServedSite, serveSite, TSX } from './site-server.js';

let workDir: string;
let server: ServedSite | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'nodeloom-site-e2e-'));
  const projectFile = join(workDir, 'project.json');
  const outDir = join(workDir, 'site');
  writeFileSync(projectFile, JSON.stringify(sampleProject()));
  const build = spawnSync(
    process.execPath,
    [...TSX, join(ROOT, 'packages/cli/src/main.ts'), 'build', projectFile, '--out', outDir],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  expect(build.stdout).toContain(`Built 6 files into ${outDir}`);
  expect(readdirSync(outDir).sort()).toEqual([
    'app.js',
    'index.html',
    'package.json',
    'public',
    'styles.css',
    'tailwind.config.js',
  ]);
  server = await serveSite(outDir);
  baseUrl = server.baseUrl;
});

test.afterAll(() => {
  server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test('the built site navigates by link, shows the path parameter, is styled by Tailwind and sets the title', async ({
  page,
}) => {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl)) offSite.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('heading', { name: 'Welcome home' })).toBeVisible();
  await expect(page).toHaveTitle('Home page');

  // navigation by link stays in the page (no reload) and renders the route with its parameter
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  await page.getByRole('link', { name: 'User 42' }).click();
  await expect(page).toHaveURL(`${baseUrl}/users/42`);
  await expect(page.locator('#user-id')).toHaveText('42');
  await expect(page).toHaveTitle('User page');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');

  // the Tailwind classes compiled offline into styles.css apply: p-4 and the theme colour text-brand
  const main = page.locator('#content');
  await expect(main).toHaveCSS('padding-top', '16px');
  await expect(main).toHaveCSS('color', 'rgb(18, 52, 86)');

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${baseUrl}/`);
  await expect(page).toHaveTitle('Home page');

  // a deep link is answered by the history fallback and routed by the app
  await page.goto(`${baseUrl}/users/7`);
  await expect(page.locator('#user-id')).toHaveText('7');

  expect(offSite).toEqual([]);
  expect(errors).toEqual([]);
});

test('the public file is served', async ({ request }) => {
  const response = await request.get(`${baseUrl}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(SAMPLE_ROBOTS_TXT);
});
