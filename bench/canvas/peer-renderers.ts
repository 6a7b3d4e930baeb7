// The peers as renderers: each page built by peer-pages.ts, opened in a fresh context at Nodeloom's
// canvas size and first view, driven through window.__canvasPeer (page-contract.ts).
import type { Page } from 'playwright-core';
import type { PeerHooks } from './page-contract.js';
import type { PeerPage, PeerSite } from './peer-pages.js';
import { type Renderer, VIEWPORT } from './renderer.js';
import type { View } from './view.js';

// in-page code cannot reach bench-side names: each call spells the window's hooks out
type PeerWindow = { __canvasPeer: PeerHooks };

function peerRenderer(
  site: PeerSite,
  name: string,
  pageName: PeerPage,
  zoomKey: Renderer['zoomKey'],
): Renderer {
  return {
    name,
    zoomKey,
    setsLayout: false,
    async open(browser, count, layout) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const query = new URLSearchParams({
        n: String(count),
        w: String(layout.width),
        h: String(layout.height),
      });
      if (layout.view) query.set('view', `${layout.view.cx},${layout.view.cy},${layout.view.zoom}`);
      await page.goto(`${site.url(pageName)}?${query}`);
      await page.locator('[data-testid="graph-canvas"][data-drawn="true"]').waitFor({ timeout: 120_000 });
      const openMs = await page.evaluate(
        () => (window as unknown as { __firstFrameAt: number }).__firstFrameAt,
      );
      return { context, page, openMs };
    },
    async setView(page: Page, view: View) {
      await page.evaluate((v) => (window as unknown as PeerWindow).__canvasPeer.setView(v), view);
    },
    async selectedCount(page: Page) {
      return page.evaluate(() => (window as unknown as PeerWindow).__canvasPeer.selectedCount());
    },
  };
}

export function peerRenderers(site: PeerSite): Renderer[] {
  return [
    peerRenderer(site, 'React Flow', 'react-flow', null),
    peerRenderer(site, 'litegraph', 'litegraph', 'Control'),
    peerRenderer(site, 'pixi.js', 'pixi', null),
  ];
}
