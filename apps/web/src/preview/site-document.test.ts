import { describe, expect, it } from 'vitest';
import { previewSiteInput } from './preview-input.js';
import { hashFor, siteDocument } from './site-document.js';

const index = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '  <link rel="stylesheet" href="/styles.css">',
  '  <script type="module" src="/app.js"></script>',
  '</head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');
const files = [
  { path: 'index.html', content: index },
  { path: 'styles.css', content: 'p{color:red}</style><script>bad()</script>' },
  { path: 'app.js', content: 'const s = "</script><b>";' },
];

describe('the preview document', () => {
  it('inlines the styles and the app script so neither can close its element early', () => {
    const html = siteDocument(files, { startRoute: '/', theme: 'system' });
    expect(html).not.toContain('href="/styles.css"');
    expect(html).not.toContain('src="/app.js"');
    expect(html).toContain('p{color:red}<\\/style><script>bad()</script>');
    expect(html).toContain('const s = "<\\/script><b>";');
  });

  it('opens at the start route as a hash route, with the theme', () => {
    const html = siteDocument(files, { startRoute: 'about', theme: 'dark' });
    expect(html).toContain(`history.replaceState(null, '', "#/about")`);
    expect(html).toContain('<html class="dark" lang="en">');
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(hashFor('  ')).toBe('#/');
  });

  it('says which file is missing', () => {
    expect(() => siteDocument(files.slice(1), { startRoute: '/', theme: 'light' })).toThrow(
      "The site's file set has no index.html",
    );
  });
});

describe('the previewed node as a site', () => {
  const router = { type: 'router', routerType: 'browser', routes: [] };
  it('takes an appEntry app or an exportPage page, every router made a hash router', () => {
    const app = previewSiteInput('appEntry', { app: { type: 'appEntry', entry: [router] } }, 'App');
    expect(app.app.entry).toEqual([{ ...router, routerType: 'hash' }]);
    const page = previewSiteInput(
      'exportPage',
      { page: { type: 'page', content: [{ type: 'text', text: 'hi' }] } },
      'Home',
    );
    expect(page.app.entry).toEqual([{ type: 'text', text: 'hi' }]);
    expect(router.routerType).toBe('browser');
  });

  it('names what cannot be previewed', () => {
    expect(() => previewSiteInput('plus', {}, 'p')).toThrow(
      'Cannot preview a plus node: select an exportPage or appEntry node',
    );
    expect(() => previewSiteInput('exportPage', {}, 'Home')).toThrow(
      'The exportPage node Home has produced nothing to preview yet',
    );
  });
});
