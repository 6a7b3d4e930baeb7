// What a page's scripts weigh, in bytes (never time): the gzip size of every script the browser
// requested before a mark (the first frame that shows a text, or the first element that matches a
// selector), from a cold cache. What loads later (on first use, prefetches when idle) does not count.
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';

export const KiB = 1024;

/** Where the count stops: the first frame whose text holds `text`, or that holds an element matching `selector`. */
export type ScriptMark = { text: string } | { selector: string };

/**
 * Records every script the page requests before `mark` is first in the page (the frame that
 * shows it); `total()` is their gzip size, each URL once. What the page asks for after that frame
 * (the node library right after the first canvas frame, prefetches when idle) does not count.
 */
export async function recordScripts(page: Page, mark: ScriptMark) {
  await page.addInitScript((mark) => {
    // room for every request of the page (the default keeps the first 250)
    performance.setResourceTimingBufferSize(2000);
    const marks = window as unknown as { budgetShownAt?: number };
    const shown = () =>
      'text' in mark
        ? document.body?.textContent?.includes(mark.text) === true
        : document.querySelector(mark.selector) !== null;
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      marks.budgetShownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, mark);
  // the requests by URL; sizes are read only for those counted, while the page is open (reading
  // every one at once left a read of a prefetch still on its way when the test closed the page)
  const requests = new Map<string, Request>();
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !requests.has(request.url()))
      requests.set(request.url(), request);
  });
  const gzipSize = async (request: Request) => {
    const response = await request.response();
    if (!response) throw new Error(`no response for ${request.url()}`);
    return gzipSync(await response.body()).length;
  };
  return {
    /** The gzip bytes before the first frame, and a listing of them (largest first) for the failure message. */
    async total(): Promise<{ bytes: number; listing: string }> {
      const before = new Set(
        await page.evaluate(() => {
          const shownAt = (window as unknown as { budgetShownAt?: number }).budgetShownAt ?? Infinity;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= shownAt)
            .map((entry) => entry.name);
        }),
      );
      const requested = [...requests].filter(([url]) => before.has(url));
      const sizes = await Promise.all(
        requested.map(async ([url, request]) => ({
          file: new URL(url).pathname,
          size: await gzipSize(request),
        })),
      );
      const bytes = sizes.reduce((sum, { size }) => sum + size, 0);
      const lines = sizes.sort((a, b) => b.size - a.size).map(({ file, size }) => `${kib(size)} ${file}`);
      return { bytes, listing: `${kib(bytes)} in ${sizes.length} scripts:\n${lines.join('\n')}` };
    },
  };
}

/** A page in a fresh context (empty HTTP cache) with the given page's cookies. */
export async function coldPage(browser: Browser, signedIn: Page, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: await signedIn.context().storageState(),
  });
  return context.newPage();
}
