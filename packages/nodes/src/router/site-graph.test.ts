import { describe, expect, it } from 'vitest';
import { renderHtml } from '../shared/html/index.js';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

/**
 * A small multi-page site wired the way a user builds it and evaluated by the engine: the
 * appEntry output is exactly what @nodeloom/site publishes.
 */
function siteGraph() {
  const g = new MarkupGraph();
  const at = (definition: string, name: string, params: Record<string, unknown> = {}) =>
    g.add(definition, name, params);

  const nav = at('link', 'nav_about', { to: '/about' });
  const navText = at('htmlElement', 'nav_text', { tag: 'span', text: 'About' });
  g.wire(navText, 'element', nav, 'content');
  const outlet = at('outlet', 'outlet');
  const shell = at('htmlElement', 'shell', { tag: 'div' });
  g.wire(nav, 'link', shell, 'children', 0);
  g.wire(outlet, 'outlet', shell, 'children', 1);
  const styled = at('addTailwindStyles', 'styled', { styles: 'p-4 text-red-500' });
  g.wire(shell, 'element', styled, 'html');

  const home = at('htmlElement', 'home', { tag: 'h1', text: 'Home' });
  const meta = at('pageMeta', 'home_meta', { title: 'Home page' });
  const homeWithMeta = at('attachPageMeta', 'home_with_meta');
  g.wire(home, 'element', homeWithMeta, 'html');
  g.wire(meta, 'meta', homeWithMeta, 'meta');

  const postId = at('pathParameters', 'post_id', { name: 'id' });
  const post = at('htmlElement', 'post', { tag: 'p', text: 'Post ' });
  g.wire(postId, 'value', post, 'children');

  const indexRoute = at('route', 'index_route', { isIndex: true });
  g.wire(homeWithMeta, 'html', indexRoute, 'element');
  const postRoute = at('route', 'post_route', { path: 'posts/:id' });
  g.wire(post, 'element', postRoute, 'element');
  const layout = at('route', 'layout', { isLayout: true });
  g.wire(styled, 'html', layout, 'element');
  g.wire(indexRoute, 'route', layout, 'routes', 0);
  g.wire(postRoute, 'route', layout, 'routes', 1);

  const router = at('router', 'router', { type: 'hash' });
  g.wire(layout, 'route', router, 'routes');
  const entry = at('appEntry', 'entry');
  g.wire(router, 'router', entry, 'entry');
  const paths = at('extractPaths', 'paths');
  g.wire(router, 'router', paths, 'routes');
  return { g, entry, paths };
}

describe('a multi-page site evaluated by the engine', () => {
  it('gives the app entry: a hash router with a layout, an index route with page meta and a path-parameter route', async () => {
    const { g, entry } = siteGraph();
    const result = (await g.evaluate(entry)) as {
      app: { type: string; entry: { type: string; routerType: string; routes: unknown[] }[] };
    };
    expect(result.app.type).toBe('appEntry');
    const [router] = result.app.entry;
    expect(router).toMatchObject({ type: 'router', routerType: 'hash' });
    const [layout] = router.routes as {
      isLayout: boolean;
      element: unknown;
      children: { isIndex: boolean; path?: string; element: unknown }[];
    }[];
    expect(layout.isLayout).toBe(true);
    expect(renderHtml(layout.element, { outlet: () => '[outlet]' })).toBe(
      '<div class="p-4 text-red-500"><a href="/about"><span>About</span></a>[outlet]</div>',
    );
    const [index, post] = layout.children;
    expect(index.isIndex).toBe(true);
    expect(renderHtml(index.element, { pageMeta: (m) => `[title ${m.title}]` })).toBe(
      '[title Home page]<h1>Home</h1>',
    );
    expect(post.path).toBe('posts/:id');
    expect(renderHtml(post.element, { parameter: (p) => `[${p.source} ${p.name}]` })).toBe(
      '<p>Post [path id]</p>',
    );
  });

  it('lists the site paths from the router', async () => {
    const { g, paths } = siteGraph();
    expect(await g.evaluate(paths)).toEqual({ paths: ['/', '/posts/:id'] });
  });
});
