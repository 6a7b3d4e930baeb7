// `node --conditions=source --import tsx scripts/screenshots.ts`: the README's screenshots of the
// built app in the dark theme (docs/screenshots/), taken in Debian's Chromium on a fresh database.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleProject, unnamedPageNode } from '@nodeloom/site/testing';
import { freshBrowser } from '../bench/editor/browser.js';
import { EDITOR_BENCH_DEBUG_KEY, startBuiltServer } from '../bench/editor/built-server.js';
import { signIn } from '../bench/support/api-session.js';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const MATH_CHAIN_DEMO = '00000000000000000000de01';

type Api = Awaited<ReturnType<typeof signIn>>;
type Page = Awaited<ReturnType<typeof freshBrowser>>['page'];

/**
 * The Pro layout with every panel in use (issue 12): the sample site on the canvas, a page node's
 * parameters with an expression, the site in the component previewer, an evaluation error in the
 * console, commands run in the terminal.
 */
async function proLayoutInUse(page: Page, api: Api): Promise<void> {
  const site = (await api.post('/projects', { name: 'Sample site', metadata: { context: 'hex' } })) as {
    id: string;
  };
  const { graph } = sampleProject();
  // an exportPage left without its required name: the console shows its evaluation error
  const broken = unnamedPageNode('unnamed_page', { x: 1380, y: 0 });
  // the sample's nodes have no layout of their own: a grid, six to a row
  const laidOut = graph.nodes.map((node, index) => ({
    ...node,
    position: { x: (index % 6) * 230, y: Math.floor(index / 6) * 150 },
  }));
  await api.post(`/projects/${site.id}/graph`, {
    unorderedUpdates: [
      ...[...laidOut, broken].map((node) => ({ type: 'saveNode', node })),
      ...graph.connections.map((connection) => ({ type: 'saveConnection', connection })),
    ],
  });
  await page.goto(`/project?id=${site.id}`);
  await page.getByRole('button', { name: /^Layout:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Pro' }).click();
  await page.frameLocator('iframe[title^="Preview of"]').locator('nav').waitFor({ timeout: 60_000 });
  await page.getByTestId('terminal').click();
  for (const line of ['pwd', 'ls', 'setColor home_link teal'])
    await page.keyboard.type(`${line}\r`, { delay: 5 });
  await page.locator('.gc-canvas .react-flow__pane').click({ position: { x: 40, y: 40 } });
  await page.keyboard.press('Shift+1'); // zoom to fit
  await page.waitForTimeout(600);
  await page
    .locator('.gc-canvas .react-flow__node[data-id="node_home_link"] .gc-node-name')
    .click({ force: true });
  await page.waitForTimeout(6000); // toasts have closed, the console has its lines
  await page.screenshot({ path: join(OUT, 'pro-layout.png') });
}

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

    await proLayoutInUse(page, api);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
