import { type DOMWindow, JSDOM } from 'jsdom';
import { buildSite } from './build-site.js';
import type { SiteInput } from './input.js';

/**
 * Builds a site and loads its index page and app script into a jsdom window at `url`.
 * `prepare` runs on the window before the app script (e.g. to give elements a layout).
 */
export async function openSite(input: SiteInput, url: string, prepare?: (window: DOMWindow) => void) {
  const files = Object.fromEntries((await buildSite(input)).map((f) => [f.path, String(f.content)]));
  const dom = new JSDOM(files['index.html'], { url, runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.scrollTo = () => {};
  prepare?.(dom.window);
  // the module's top-level names go in a block so the script runs as a classic one here
  dom.window.eval(`{\n${files['app.js']}\n}`);
  const document = dom.window.document;
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
  const click = (testId: string) =>
    document
      .querySelector(`[data-testid="link-${testId}"]`)!
      .dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return { window: dom.window, document, text, click };
}
