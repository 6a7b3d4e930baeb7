// Issue 23 row 10, "local addresses just work": with PUBLIC_URL unset, every loopback spelling of
// the app's own port is an allowed origin, and a missing /assets/… file is a 404, never the page.
// Issue 36: previews run on the user-content host, http://preview.localhost:PORT when PUBLIC_URL
// and SITES_DOMAIN are unset, from every spelling (the preview document greets each and takes its
// document from each).
// The shared server sets PUBLIC_URL, so this spec starts a server of its own without it, on the
// default HOST (every interface), as `npm start` runs.

import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshServerDirectory, startAppServer } from '../support/app-server.js';
import { canvasNode } from '../support/canvas.js';
import { OUTPUT_DIR } from '../support/environment.js';
import { freePort, stopProcess } from '../support/processes.js';
import { uniqueName } from '../support/test.js';
import { addNodeByPicker, openNewProject } from './canvas-support.js';

const SPELLINGS = ['localhost', '127.0.0.1', '[::1]'] as const;

let server: ChildProcess | undefined;
let tempDir: string | undefined;
let port = 0;
const origin = (host: string) => `http://${host}:${port}`;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const directory = freshServerDirectory();
  tempDir = directory.tempDir;
  port = await freePort();
  server = await startAppServer(
    { port, host: null, dataDir: directory.dataDir, tempDir },
    `${origin('127.0.0.1')}/api/nest/health`,
    join(OUTPUT_DIR, 'local-addresses-server.log'),
  );
});

test.afterAll(async () => {
  if (server?.pid) await stopProcess(server.pid);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

for (const host of SPELLINGS) {
  test(`a new user signs up with e-mail at http://${host}:PORT and reaches the projects page`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: origin(host) });
    const page = await context.newPage();
    const email = `${uniqueName('local')}@example.test`;
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Grace Hopper');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password').fill('compiler-a-0-1952');
    await signUp.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(`${origin(host)}/projects`);
    await expect(page.getByText('Grace Hopper', { exact: true })).toBeVisible();
    await expect(page.getByText(/Origin .* is not allowed/)).toHaveCount(0);
    // without SMTP_URL the link is on screen (README "Signing up with e-mail on a fresh machine")
    const notice = page.getByRole('status', { name: 'Confirm your e-mail address' });
    await expect(notice).toContainText(`no message reached ${email}`);
    const confirm = notice.getByRole('link', { name: `Confirm ${email}` });
    // the link is built on the default PUBLIC_URL, http://localhost:PORT, whichever spelling signed up
    await expect(confirm).toHaveAttribute(
      'href',
      new RegExp(`^${origin('localhost')}/api/nest/auth/verify-email\\?token=`),
    );

    // what the server stored: the session cookie of this spelling is the new user's
    const me = await page.evaluate(async () => (await fetch('/api/nest/users/me')).json());
    expect(me).toMatchObject({ email });

    // opened signed out (a signed-in browser goes on to the projects page), the link confirms
    const link = await confirm.getAttribute('href');
    await context.close();
    const elsewhere = await browser.newPage();
    await elsewhere.goto(link ?? '');
    await expect(elsewhere.getByRole('status')).toHaveText(
      'Your e-mail address is confirmed. Sign in to continue.',
    );
    await elsewhere.close();
  });
}

test('a missing /assets/ file answers 404, and its page is not the app', async ({ page, request }) => {
  const missing = `${origin('localhost')}/assets/does-not-exist.js`;
  const answer = await request.get(missing);
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toMatchObject({ message: 'Route GET /assets/does-not-exist.js not found' });

  const response = await page.goto(missing);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Route GET /assets/does-not-exist.js not found')).toBeVisible();
  // the app's page would have its title and its root element
  await expect(page).not.toHaveTitle('Nodeloom');
  await expect(page.locator('#root')).toHaveCount(0);
});

for (const host of SPELLINGS) {
  test(`an iframe node previews its embed on the preview host from http://${host}:PORT`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: origin(host) });
    const page = await context.newPage();
    await openNewProject(page);
    const id = await addNodeByPicker(page, 'iframe', { x: 200, y: 200 });
    const field = page.getByRole('region', { name: 'Parameters' }).getByLabel('Embed code', { exact: true });
    await field.fill(
      '<h1>Embedded</h1><script>document.querySelector("h1").textContent += " at " + self.origin</script>',
    );
    await field.press('Control+Enter');

    const frame = canvasNode(page, id).frameLocator('iframe');
    await expect(frame.getByRole('heading')).toHaveText(`Embedded at http://preview.localhost:${port}`);
    await context.close();
  });
}
