import { describe, expect, it } from 'vitest';
import { paramOf, runNode } from '../shared/html/testing.js';
import { extractPathsNode } from './extractPaths.js';
import { generateSitemapNode } from './generateSitemap.js';
import { linkNode } from './link.js';
import { outletNode } from './outlet.js';
import { pathParametersNode } from './pathParameters.js';
import { routeNode } from './route.js';
import { routerNode } from './router.js';
import { searchParametersNode } from './searchParameters.js';

const page = { type: 'element', tag: 'main', attributes: {}, children: [] };

async function route(params: Record<string, unknown>, routes?: unknown[]) {
  return (await runNode(routeNode, { params, inputs: { element: page, routes } })).outputs.route;
}

describe('route', () => {
  it('has path default /, required, disabled when index or layout; isIndex and isLayout default false (spec 2 §2)', () => {
    expect(paramOf(routeNode, 'path')).toMatchObject({
      defaultValue: '/',
      required: true,
      disableWhen: '$isIndex or $isLayout',
    });
    expect(paramOf(routeNode, 'isIndex').defaultValue).toBe(false);
    expect(paramOf(routeNode, 'isLayout').defaultValue).toBe(false);
  });

  it('builds a route object with its element and sub-routes', async () => {
    const child = await route({ path: 'posts/:id' });
    expect(await route({ path: '/blog' }, [child])).toEqual({
      type: 'route',
      path: '/blog',
      isIndex: false,
      isLayout: false,
      element: [page],
      children: [child],
    });
  });

  it('omits the path of index and layout routes ("Layout and index routes omit the path")', async () => {
    expect(await route({ isIndex: true, path: '/x' })).not.toHaveProperty('path');
    expect(await route({ isLayout: true })).not.toHaveProperty('path');
  });

  it('refuses sub-routes under an index route and non-route values', async () => {
    const child = await route({});
    await expect(route({ isIndex: true }, [child])).rejects.toThrow('An index route cannot have sub-routes');
    await expect(route({}, ['nope'])).rejects.toThrow('Invalid route: expected a route from a route node');
  });
});

describe('router', () => {
  it('offers browser (default), hash, memory, native, static', () => {
    expect(paramOf(routerNode, 'type').defaultValue).toBe('browser');
    expect(paramOf(routerNode, 'type').options?.map((o) => o.value)).toEqual([
      'browser',
      'hash',
      'memory',
      'native',
      'static',
    ]);
  });

  it('outputs a router placed in html', async () => {
    const r = await route({});
    const { outputs } = await runNode(routerNode, { inputs: { routes: [r] }, params: { type: 'hash' } });
    expect(outputs.router).toEqual({ type: 'router', routerType: 'hash', routes: [r] });
  });

  it('refuses an unknown type', async () => {
    await expect(runNode(routerNode, { params: { type: 'tree' } })).rejects.toThrow(
      'Invalid router type: tree',
    );
  });
});

describe('link, outlet and parameters', () => {
  it('link: to defaults to / and carries its inner content', async () => {
    expect(paramOf(linkNode, 'to').defaultValue).toBe('/');
    const { outputs } = await runNode(linkNode, { params: { to: '/about' }, inputs: { content: ['About'] } });
    expect(outputs.link).toEqual({
      type: 'link',
      to: '/about',
      attributes: {},
      children: [{ type: 'text', value: 'About' }],
    });
  });

  it('outlet marks where child routes render', async () => {
    expect((await runNode(outletNode)).outputs.outlet).toEqual({ type: 'outlet' });
  });

  it('pathParameters and searchParameters give markers the running app fills', async () => {
    expect((await runNode(pathParametersNode, { params: { name: ' id ' } })).outputs.value).toEqual({
      type: 'parameter',
      source: 'path',
      name: 'id',
    });
    const { outputs } = await runNode(searchParametersNode, { params: { name: 'q' } });
    expect(outputs.value).toEqual({ type: 'parameter', source: 'search', name: 'q' });
    expect(outputs.setter).toEqual({
      type: 'element',
      tag: 'input',
      attributes: { type: 'text', name: 'q', 'data-nl-search-setter': 'q' },
      children: [],
    });
  });

  it('searchParameters setter binds a wired control, and refuses anything else', async () => {
    const select = { type: 'element', tag: 'select', attributes: {}, children: [] };
    const { outputs } = await runNode(searchParametersNode, {
      params: { name: 'sort' },
      inputs: { control: select },
    });
    expect(outputs.setter).toEqual({ ...select, attributes: { 'data-nl-search-setter': 'sort' } });
    await expect(runNode(searchParametersNode, { inputs: { control: 'text' } })).rejects.toThrow(
      'Invalid setter control: expected one html element',
    );
  });
});

describe('extractPaths', () => {
  it('joins nested paths; layout routes add no segment; index routes take the parent path', async () => {
    const post = await route({ path: ':id' });
    const blog = await route({ path: 'blog' }, [await route({ isIndex: true }), post]);
    const about = await route({ path: '/about' });
    const layout = await route({ isLayout: true }, [await route({ isIndex: true }), blog, about]);
    const { outputs } = await runNode(extractPathsNode, { inputs: { routes: [layout] } });
    expect(outputs.paths).toEqual(['/', '/blog', '/blog/:id', '/about']);
  });

  it('accepts a router and gives an empty list for no routes', async () => {
    const r = (await runNode(routerNode, { inputs: { routes: [await route({ path: '/x' })] } })).outputs
      .router;
    expect((await runNode(extractPathsNode, { inputs: { routes: [r] } })).outputs.paths).toEqual(['/x']);
    expect((await runNode(extractPathsNode, { inputs: { routes: [] } })).outputs.paths).toEqual([]);
  });
});

describe('generateSitemap', () => {
  it('baseUrl defaults to an example site and is required', () => {
    expect(paramOf(generateSitemapNode, 'baseUrl')).toMatchObject({
      defaultValue: 'https://example.com',
      required: true,
    });
  });

  it('produces sitemap XML, leaving out dynamic paths', async () => {
    const { outputs } = await runNode(generateSitemapNode, {
      inputs: { paths: ['/', '/about', '/a&b', '/blog/:id', '/about'] },
    });
    expect(outputs.sitemap).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>\n    <loc>https://example.com/</loc>\n  </url>',
        '  <url>\n    <loc>https://example.com/about</loc>\n  </url>',
        '  <url>\n    <loc>https://example.com/a&amp;b</loc>\n  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('keeps a base path and refuses an invalid base URL or non-array paths', async () => {
    const { outputs } = await runNode(generateSitemapNode, {
      inputs: { paths: ['/x'] },
      params: { baseUrl: 'https://s.io/docs' },
    });
    expect(outputs.sitemap).toContain('<loc>https://s.io/docs/x</loc>');
    await expect(
      runNode(generateSitemapNode, { inputs: { paths: [] }, params: { baseUrl: 'nope' } }),
    ).rejects.toThrow('Invalid URL: nope');
    await expect(runNode(generateSitemapNode, { inputs: { paths: '/' } })).rejects.toThrow(
      'Invalid paths, it must be an array',
    );
  });
});
