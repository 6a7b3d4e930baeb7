import type { Graph, GraphNode } from '@nodeloom/engine';
import { GraphBuilder } from '@nodeloom/engine/testing';

/**
 * A small multi-page project as a project file (spec Project entity): a browser router with a
 * layout route (nav links + a Tailwind-styled main holding the outlet), an index route and a
 * users/:id route showing the path parameter, page meta on both pages, a public file and a
 * Tailwind theme colour. End-to-end specs load it too (through the engine's built testing entry).
 */

export const SAMPLE_BRAND_COLOR = '#123456';
export const SAMPLE_ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

export function sampleProject(): { name: string; graph: Graph } {
  // nodes are named once and their id is node_{name}; everything lives under hex
  const graph = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
  const add = (name: string, definitionName: string, params: Record<string, unknown> = {}) =>
    graph.add(definitionName, name, { params });
  const wire = (source: string, output: string, target: string, input: string, order = 0) =>
    graph.wire(`node_${source}`, output, `node_${target}`, input, order);

  // layout: <nav> with two links, <main class="p-4 text-brand"> holding the outlet
  add('home_label', 'htmlElement', { tag: 'span', text: 'Home' });
  add('home_link', 'link', { to: '/' });
  wire('home_label', 'element', 'home_link', 'content');
  add('user_label', 'htmlElement', { tag: 'span', text: 'User 42' });
  add('user_link', 'link', { to: '/users/42' });
  wire('user_label', 'element', 'user_link', 'content');
  add('nav', 'htmlElement', { tag: 'nav' });
  wire('home_link', 'link', 'nav', 'children', 0);
  wire('user_link', 'link', 'nav', 'children', 1);
  add('outlet', 'outlet');
  add('main', 'htmlElement', { tag: 'main' });
  wire('outlet', 'outlet', 'main', 'children');
  add('main_styles', 'addTailwindStyles', { styles: 'p-4 text-brand' });
  wire('main', 'element', 'main_styles', 'html');
  add('main_id', 'addId', { id: 'content' });
  wire('main_styles', 'html', 'main_id', 'html');
  add('layout_body', 'mergeHtmlElements');
  wire('nav', 'element', 'layout_body', 'elements', 0);
  wire('main_id', 'html', 'layout_body', 'elements', 1);
  add('layout', 'route', { isLayout: true });
  wire('layout_body', 'html', 'layout', 'element');

  // index route: a heading with page meta
  add('welcome', 'htmlElement', { tag: 'h1', text: 'Welcome home' });
  add('home_meta', 'pageMeta', { title: 'Home page', description: 'The home page' });
  add('home_page', 'attachPageMeta');
  wire('welcome', 'element', 'home_page', 'html');
  wire('home_meta', 'meta', 'home_page', 'meta');
  add('home_route', 'route', { isIndex: true });
  wire('home_page', 'html', 'home_route', 'element');
  wire('home_route', 'route', 'layout', 'routes', 0);

  // users/:id route: the id path parameter in a span#user-id
  add('user_id', 'pathParameters', { name: 'id' });
  add('user_id_text', 'htmlElement', { tag: 'span' });
  wire('user_id', 'value', 'user_id_text', 'children');
  add('user_id_box', 'addId', { id: 'user-id' });
  wire('user_id_text', 'element', 'user_id_box', 'html');
  add('user_meta', 'pageMeta', { title: 'User page' });
  add('user_page', 'attachPageMeta');
  wire('user_id_box', 'html', 'user_page', 'html');
  wire('user_meta', 'meta', 'user_page', 'meta');
  add('user_route', 'route', { path: 'users/:id' });
  wire('user_page', 'html', 'user_route', 'element');
  wire('user_route', 'route', 'layout', 'routes', 1);

  add('router', 'router', { type: 'browser' });
  wire('layout', 'route', 'router', 'routes');
  add('app', 'appEntry');
  wire('router', 'router', 'app', 'entry');

  // site extras: a public file and the Tailwind theme
  add('files', 'constant', {
    type: 'array',
    value: JSON.stringify([{ path: '/robots.txt', content: SAMPLE_ROBOTS_TXT }]),
  });
  add('public', 'exportPublicFiles');
  wire('files', 'value', 'public', 'files');
  add('configs', 'exportPageConfigs', {
    tailwind: { theme: { extend: { colors: { brand: SAMPLE_BRAND_COLOR } } } },
  });

  return { name: 'Sample shop', graph: graph.toGraph() };
}

/**
 * An exportPage node left without its required name, under hex: its evaluation fails with the
 * node's message (what the console shows in the previewer walk and the Pro-layout screenshot).
 */
export function unnamedPageNode(name: string, position: { x: number; y: number }): GraphNode {
  return {
    id: `node_${name}`,
    definitionName: 'exportPage',
    name,
    parentId: 'hex',
    position,
    size: { width: 160, height: 50 },
    color: '#808080',
    comment: '',
    params: {},
    customParams: {},
    flags: {},
  };
}
