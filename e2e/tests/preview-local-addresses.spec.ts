// Issue 36: previews run on the user-content host, http://preview.localhost:PORT when PUBLIC_URL
// and SITES_DOMAIN are unset, and work from every loopback spelling the app is reached at (the
// preview document greets each and takes its document from each). The shared server sets
// PUBLIC_URL, so this spec starts its own without it, on the default HOST, as `npm start` runs.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshServerDirectory, startAppServer } from '../support/app-server.js';
import { OUTPUT_DIR } from '../support/environment.js';
import { freePort, stopProcess } from '../support/processes.js';
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
    join(OUTPUT_DIR, 'preview-local-addresses-server.log'),
  );
});

test.afterAll(async () => {
  if (server?.pid) await stopProcess(server.pid);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
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

    const frame = page.locator(`.gc-canvas .react-flow__node[data-id="${id}"]`).frameLocator('iframe');
    await expect(frame.getByRole('heading')).toHaveText(`Embedded at http://preview.localhost:${port}`);
    await context.close();
  });
}
