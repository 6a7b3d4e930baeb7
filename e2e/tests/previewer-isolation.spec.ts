// Issue 36, "Previews and embeds run on an opaque origin" fixed: what the component previewer and an
// iframe node show runs on the user-content host (PREVIEW_HOST, http://preview.localhost:PORT here),
// framed `allow-scripts allow-same-origin allow-forms allow-popups`. There a previewed page has
// localStorage, IndexedDB and nested frames with origins of their own, and still cannot read the
// app's cookies, storage or DOM, nor call the app's API with the user's session (issue 12 §4).

import type { Frame, Page } from '@playwright/test';
import { canvasNode } from '../support/canvas.js';
import { createSiteProject } from '../support/publishing.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { addNodeByPicker, openNewProject } from './canvas-support.js';

// the site is built in the browser (Tailwind included) on a shared 2-core machine
test.setTimeout(90_000);

// The preview host is another site than the app's, so a preview is a third-party frame. This
// Chromium build ships the third-party cookie phase-out switched on, which refuses a third-party
// frame all storage (SecurityError); where third-party cookies are allowed (Chrome's usual
// default) or storage is partitioned (Firefox, Safari) the frame has storage of its own. The
// browser here runs as those do (docs/security.md "Previews" says what a browser that blocks
// third-party storage shows).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--disable-features=TrackingProtection3pcd'],
      }),
    { scope: 'worker' },
  ],
});

const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** The preview origin the server named in the app's page. */
async function previewOriginOf(page: Page): Promise<string> {
  const named = await page.locator('meta[name="nodeloom-preview-origin"]').getAttribute('content');
  return named ?? '';
}

/** Opens the project; the Basic layout's component previewer shows the level's appEntry. */
async function openPreview(page: Page, projectId: string): Promise<Frame> {
  await page.goto(`/project?id=${projectId}`);
  const frameElement = page.locator('iframe[title^="Preview of"]').first();
  await expect(frameElement).toBeAttached({ timeout: 45_000 });
  await expect(
    page.frameLocator('iframe[title^="Preview of"]').first().getByRole('heading', { level: 1 }),
  ).toHaveText('Welcome home', { timeout: 30_000 });
  const frame = await (await frameElement.elementHandle())!.contentFrame();
  return frame!;
}

test('the previewed site has storage of its own and cannot reach the app’s cookies, storage, DOM or API', async ({
  page,
  context,
}) => {
  await signInWithTestAccount(page);
  const projectId = await createSiteProject(page, `Previewer isolation ${uniqueName('p')}`);
  // a cookie and a stored value script could read on the app's origin, so the probes have something to find
  const appOrigin = new URL(page.url()).origin;
  await context.addCookies([{ name: 'nl_probe', value: 'app-secret', url: appOrigin }]);
  await page.evaluate(() => localStorage.setItem('nl_probe', 'app-secret'));

  const frame = await openPreview(page, projectId);
  const previewOrigin = await previewOriginOf(page);
  expect(previewOrigin).toBe(`http://preview.localhost:${new URL(appOrigin).port}`);
  const frameElement = page.locator('iframe[title^="Preview of"]').first();
  await expect(frameElement).toHaveAttribute('sandbox', SANDBOX);
  await expect(frameElement).toHaveAttribute('src', `${previewOrigin}/preview-frame`);

  // the app itself can: the controls that make the frame's answers mean something
  expect(await page.evaluate(() => document.cookie)).toContain('nl_probe=app-secret');
  const appCall = await page.evaluate(async () => {
    const response = await fetch('/api/nest/users/me', { headers: { 'x-request-id': crypto.randomUUID() } });
    return response.status;
  });
  expect(appCall).toBe(200);

  const probe = await frame.evaluate(async (app) => {
    const attempt = async (work: () => unknown) => {
      try {
        return `gave ${String(await work())}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    };
    const stored = await attempt(() => {
      localStorage.setItem('visits', '1');
      return `${localStorage.getItem('visits')}, app's ${localStorage.getItem('nl_probe')}`;
    });
    const indexed = await attempt(
      () =>
        new Promise((resolve, reject) => {
          const opening = indexedDB.open('preview-probe', 1);
          opening.onupgradeneeded = () => opening.result.createObjectStore('things');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const store = opening.result.transaction('things', 'readwrite').objectStore('things');
            store.put('kept', 'a');
            const read = store.get('a');
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          };
        }),
    );
    // the app's API with the user's session: refused (connect-src names only the form replies, and
    // the app grants no CORS)
    const call = await attempt(async () => {
      const response = await fetch(`${app}/api/nest/users/me`, {
        credentials: 'include',
        headers: { 'x-request-id': crypto.randomUUID() },
      });
      return response.status;
    });
    return {
      origin: self.origin,
      cookie: document.cookie,
      stored,
      indexed,
      parentDocument: await attempt(() => window.parent.document.title),
      parentStorage: await attempt(() => window.parent.localStorage.getItem('nl_probe')),
      call,
    };
  }, appOrigin);
  expect(probe.origin).toBe(previewOrigin);
  expect(probe.stored).toBe("gave 1, app's null");
  expect(probe.indexed).toBe('gave kept');
  // no app cookie in reach: neither the probe nor the session
  expect(probe.cookie).not.toContain('app-secret');
  expect(probe.cookie).not.toContain('nodeloom_session');
  expect(probe.parentDocument).toBe('refused: SecurityError');
  expect(probe.parentStorage).toBe('refused: SecurityError');
  expect(probe.call).toBe('refused: TypeError');

  // the preview document lives on the preview host only; the app's host has none
  const alone = await context.newPage();
  const onApp = await alone.goto('/preview-frame');
  expect(onApp?.status()).toBe(404);
  const onPreview = await alone.goto(`${previewOrigin}/preview-frame`);
  expect(onPreview?.status()).toBe(200);
  expect(await alone.evaluate(() => self.origin)).toBe(previewOrigin);
  await alone.close();
});

/** A video player page, as an embed code frames it: it needs an origin of its own and storage. */
const PLAYER_PAGE = `<!doctype html><html><body style="font:14px system-ui;color:#eee">
<h1 id="player">Player</h1>
<form id="rate" action="javascript:void 0"><button>Rate</button></form>
<script>
  var plays = Number(localStorage.getItem('plays') || 0) + 1;
  localStorage.setItem('plays', String(plays));
  document.getElementById('player').textContent = 'Player at ' + self.origin + ', plays stored: ' + plays;
  document.getElementById('rate').onsubmit = function () { document.body.append('Rated'); };
</script></body></html>`;

test('an iframe node’s embed frames a player that keeps its own origin, storage and form', async ({
  page,
}) => {
  await page.route('https://player.nodeloom.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: PLAYER_PAGE }),
  );
  await openNewProject(page);
  const id = await addNodeByPicker(page, 'iframe', { x: 200, y: 200 });
  const node = canvasNode(page, id);
  const field = page.getByRole('region', { name: 'Parameters' }).getByLabel('Embed code', { exact: true });
  await field.fill('<iframe src="https://player.nodeloom.test/embed/42" title="Player"></iframe>');
  await field.press('Control+Enter');

  await expect(node.locator('iframe')).toHaveAttribute('sandbox', SANDBOX);
  const player = node.frameLocator('iframe').frameLocator('iframe[title="Player"]');
  await expect(player.getByRole('heading')).toHaveText(
    'Player at https://player.nodeloom.test, plays stored: 1',
  );
  await player.getByRole('button', { name: 'Rate' }).click();
  await expect(player.getByText('Rated')).toBeVisible();
});
