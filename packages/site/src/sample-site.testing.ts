import type { HtmlChild, PageMeta, Route } from '@nodeloom/nodes';
import type { SiteInput } from './input.js';

const text = (value: string): HtmlChild => ({ type: 'text', value });
const el = (tag: string, attributes: Record<string, string>, ...children: HtmlChild[]): HtmlChild => ({
  type: 'element',
  tag,
  attributes,
  children,
});
const link = (to: string, label: string): HtmlChild => ({
  type: 'link',
  to,
  attributes: { 'data-testid': `link-${label}` },
  children: [text(label)],
});
const meta = (title: string): HtmlChild => ({
  type: 'pageMeta',
  meta: {
    title,
    description: `${title} page`,
    icon: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: '',
  } satisfies PageMeta,
});
const route = (partial: Partial<Route>): Route => ({
  type: 'route',
  isIndex: false,
  isLayout: false,
  element: [],
  children: [],
  ...partial,
});

/** A small multi-page app: a layout with nav and outlet, an index page, a page with a path parameter. */
export function sampleSite(routerType: 'browser' | 'hash' | 'memory' | 'static' = 'browser'): SiteInput {
  const layout = route({
    isLayout: true,
    element: [
      el('nav', {}, link('/', 'home'), link('/users/42', 'user'), link('/about?tab=team', 'about')),
      el('main', { class: 'p-4 text-brand' }, { type: 'outlet' }),
    ],
    children: [
      route({ isIndex: true, element: [meta('Home'), el('h1', { class: 'font-bold' }, text('Welcome'))] }),
      route({
        path: 'users/:id',
        element: [
          meta('User'),
          el('h1', {}, text('User ')),
          el('span', { id: 'user-id' }, { type: 'parameter', source: 'path', name: 'id' }),
        ],
      }),
      route({
        path: 'about',
        element: [
          el('h1', {}, text('About')),
          el('span', { id: 'tab' }, { type: 'parameter', source: 'search', name: 'tab' }),
          el('input', { 'data-nl-search-setter': 'tab', id: 'tab-input' }),
          {
            type: 'component',
            name: 'Clock',
            content: [el('output', { id: 'clock' })],
            hooks: ["element.querySelector('output').textContent = 'ticked ' + params.id;"],
          },
        ],
      }),
    ],
  });
  return {
    name: 'My Sample Site',
    app: { type: 'appEntry', entry: [{ type: 'router', routerType, routes: [layout] }] },
    configs: [
      {
        type: 'pageConfigs',
        css: 'body { margin: 0; }',
        scripts: [],
        tailwind: { theme: { extend: { colors: { brand: '#123456' } } } },
      },
    ],
    publicFiles: [{ path: 'public/robots.txt', content: 'User-agent: *\n' }],
  };
}
