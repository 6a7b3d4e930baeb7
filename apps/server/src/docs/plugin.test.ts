import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/index.js';
import { guideHref, slugOf } from './guides.js';
import { escapeHtml } from './page.js';

// The repository's own docs/ (found from the source file, as `npm start` finds it from dist).
describe('the documentation at /docs', () => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('lists the guides of docs/ by title, and the node help', async () => {
    const response = await get('/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Nodeloom documentation</h1>');
    expect(response.body).toContain('<a href="/docs/graph-canvas">Graph canvas</a>');
    expect(response.body).toContain('<a href="/docs/security">Security</a>');
    // a title's code marks are dropped, its text escaped
    expect(response.body).toContain('<a href="/docs/site">Published sites (@nodeloom/site)</a>');
    expect(response.body).toContain('href="/docs/nodes"');
  });

  it('renders a guide, its links to other guides going to their pages, with anchors on headings', async () => {
    const response = await get('/docs/configuration');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Configuration · Nodeloom documentation</title>');
    expect(response.body).toContain('<h1 id="configuration">Configuration</h1>');
    expect(response.body).toContain('<a href="/docs/security#accounts">security.md</a>');
    const target = await get('/docs/security');
    expect(target.body).toContain('<h2 id="accounts">Accounts</h2>');
  });

  it("serves the guides' screenshots", async () => {
    const guide = await get('/docs/projects-page');
    expect(guide.body).toContain('src="screenshots/projects-page.png"');
    const image = await get('/docs/screenshots/projects-page.png');
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it("renders a built-in node's help and the list of every node", async () => {
    const help = await get('/docs/nodes/restApiCall');
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('<h1>restApiCall</h1>');
    expect(help.body).toContain('<h2 id="params">Params</h2>');
    expect(help.body).toMatch(/<code>url<\/code>/);
    const list = await get('/docs/nodes');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/docs/nodes/restApiCall"');
  });

  it('answers an unknown page, node or file with a 404 page, never the app', async () => {
    for (const url of [
      '/docs/no-such-guide',
      '/docs/nodes/noSuchNode',
      '/docs/screenshots/gone.png',
      '/docs/..%2Fpackage',
      '/docs/README',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<h1>Page not found</h1>');
    }
    const named = await get('/docs/nodes/%3Cscript%3E');
    expect(named.body).toContain('named &quot;&lt;script&gt;&quot;');
    expect(named.body).not.toContain('<script>');
  });

  it("has the app's security headers and no script", async () => {
    for (const url of ['/docs', '/docs/workspace', '/docs/nodes/plus']) {
      const response = await get(url);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).not.toContain('<script');
    }
    const css = await get('/docs/docs.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('guide helpers', () => {
  it('points links to other guides at their pages and leaves the rest', () => {
    expect(guideHref('events.md')).toBe('/docs/events');
    expect(guideHref('./events.md#sources')).toBe('/docs/events#sources');
    expect(guideHref('https://example.com/a.md')).toBe('https://example.com/a.md');
    expect(guideHref('screenshots/a.png')).toBe('screenshots/a.png');
  });
  it('makes anchors as GitHub does', () => {
    expect(slugOf('A separate process')).toBe('a-separate-process');
    expect(slugOf('Sites (`@nodeloom/site`)')).toBe('sites-nodeloomsite');
  });
  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
