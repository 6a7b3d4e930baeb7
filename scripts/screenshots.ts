// `node --conditions=source --import tsx scripts/screenshots.ts`: the README's screenshots of the
// built app in the dark theme (docs/screenshots/), taken in Debian's Chromium on a fresh database.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBrowser } from '../bench/editor/browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from '../bench/editor/built-server.js';
import { signIn } from '../bench/support/api-session.js';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const MATH_CHAIN_DEMO = '00000000000000000000de01';

const server = await startBuiltServer();
try {
  const api = await signIn(server.baseUrl, EDITOR_BENCH_DEBUG_KEY, 'screenshots');
  const empty = (await api.post('/projects', { name: 'Empty project', metadata: { context: 'hex' } })) as {
    id: string;
  };
  const browser = await freshBrowser(server.baseUrl, api.cookie);
  try {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/project?id=${empty.id}`);
    await page.locator('.gc-canvas .react-flow__pane').waitFor();
    await page.waitForTimeout(6000); // the progress toast has closed
    await page.screenshot({ path: join(OUT, 'empty-project.png') });

    await page.goto(`/project?id=${MATH_CHAIN_DEMO}`);
    await page
      .locator('.gc-canvas .react-flow__node[data-definition="inspector"] .gc-viewer-value')
      .waitFor();
    await page.locator('.gc-canvas .react-flow__node[data-id="node_demo_product"] .gc-node-name').click();
    await page.waitForTimeout(6000);
    await page.screenshot({ path: join(OUT, 'demo-project.png') });
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
