import type { HtmlChild } from '@nodeloom/nodes';
import type { DOMWindow } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { SiteInput } from './input.js';
import { openSite } from './open-site.testing.js';

/** The lazyImage node's output (packages/nodes/src/shared/html/README.md "Runtime contracts"). */
function lazyImage(o: { effect: string; delayMethod: string; thumbnail?: string }): HtmlChild {
  return {
    type: 'element',
    tag: 'span',
    attributes: {
      id: 'wrapper',
      'data-nl-lazy-image': '',
      'data-effect': o.effect,
      'data-delay-method': o.delayMethod,
      'data-delay-time': '0',
      'data-threshold': '100',
    },
    children: [
      {
        type: 'element',
        tag: 'img',
        attributes: {
          src: o.thumbnail ?? 'http://site.test/full.png',
          'data-src': 'http://site.test/full.png',
          alt: 'A',
          loading: 'lazy',
        },
        children: [],
      },
    ],
  };
}

const site = (...entry: HtmlChild[]): SiteInput => ({ app: { type: 'appEntry', entry } });

/** Places every lazy-image wrapper `top()` px down a 768 px high viewport. */
function placeWrapperAt(top: () => number) {
  return (window: DOMWindow) => {
    const original = window.HTMLElement.prototype.getBoundingClientRect;
    window.HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (!this.hasAttribute('data-nl-lazy-image')) return original.call(this);
      const y = top();
      return { top: y, bottom: y + 50, left: 0, right: 50, width: 50, height: 50, x: 0, y } as DOMRect;
    };
  };
}

const image = (document: Document) => document.querySelector('img')!;
const nextTimers = (window: DOMWindow) => new Promise((resolve) => window.setTimeout(resolve, 5));

describe('lazy images in the running app', () => {
  it('swaps the full image in at once when it is near the viewport; the effect stays until it has loaded', async () => {
    const app = await openSite(
      site(lazyImage({ effect: 'blur', delayMethod: 'throttle', thumbnail: 'http://site.test/thumb.png' })),
      'http://site.test/',
    );
    const img = image(app.document);
    expect(img.getAttribute('src')).toBe('http://site.test/full.png');
    expect(app.document.querySelector('#wrapper')?.getAttribute('data-nl-lazy-image')).toBe('loaded');
    expect(img.style.filter).toBe('blur(8px)');
    img.dispatchEvent(new app.window.Event('load'));
    expect(img.style.filter).toBe('');
  });

  it('keeps the thumbnail with its effect while far away, and loads once scrolled within the threshold (debounce)', async () => {
    let top = 5000;
    const app = await openSite(
      site(
        lazyImage({
          effect: 'black-and-white',
          delayMethod: 'debounce',
          thumbnail: 'http://site.test/thumb.png',
        }),
      ),
      'http://site.test/',
      placeWrapperAt(() => top),
    );
    const img = image(app.document);
    expect(img.getAttribute('src')).toBe('http://site.test/thumb.png');
    expect(img.style.filter).toBe('grayscale(1)');

    // still more than 100 px below the 768 px viewport
    top = 869;
    app.window.dispatchEvent(new app.window.Event('scroll'));
    await nextTimers(app.window);
    expect(img.getAttribute('src')).toBe('http://site.test/thumb.png');

    // within the threshold: 868 = 768 + 100
    top = 868;
    app.window.dispatchEvent(new app.window.Event('scroll'));
    expect(img.getAttribute('src')).toBe('http://site.test/thumb.png'); // debounced: not yet
    await nextTimers(app.window);
    expect(img.getAttribute('src')).toBe('http://site.test/full.png');
    img.dispatchEvent(new app.window.Event('load'));
    expect(img.style.filter).toBe('');
  });

  it('throttle checks the first scroll at once; opacity is the effect until load', async () => {
    let top = 2000;
    const app = await openSite(
      site(
        lazyImage({ effect: 'opacity', delayMethod: 'throttle', thumbnail: 'http://site.test/thumb.png' }),
      ),
      'http://site.test/',
      placeWrapperAt(() => top),
    );
    const img = image(app.document);
    expect(img.style.opacity).toBe('0.5');
    top = 100;
    app.window.dispatchEvent(new app.window.Event('resize'));
    expect(img.getAttribute('src')).toBe('http://site.test/full.png');
    img.dispatchEvent(new app.window.Event('error'));
    expect(img.style.opacity).toBe('');
  });

  it("effect 'none' without a thumbnail leaves the image as it is", async () => {
    const app = await openSite(
      site(lazyImage({ effect: 'none', delayMethod: 'throttle' })),
      'http://site.test/',
    );
    const img = image(app.document);
    expect(img.getAttribute('src')).toBe('http://site.test/full.png');
    expect(img.getAttribute('style')).toBeNull();
  });
});

describe('search setter without a name', () => {
  it('is ignored: typing writes no search parameter', async () => {
    const input: SiteInput = site({
      type: 'router',
      routerType: 'browser',
      routes: [
        {
          type: 'route',
          isIndex: true,
          isLayout: false,
          element: [
            { type: 'element', tag: 'input', attributes: { 'data-nl-search-setter': '' }, children: [] },
          ],
          children: [],
        },
      ],
    });
    const app = await openSite(input, 'http://site.test/?a=1');
    const control = app.document.querySelector('input')!;
    control.value = 'x';
    control.dispatchEvent(new app.window.Event('input'));
    expect(app.window.location.search).toBe('?a=1');
  });
});
