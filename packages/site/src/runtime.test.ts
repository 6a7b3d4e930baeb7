import { describe, expect, it } from 'vitest';
import type { SiteInput } from './input.js';
import { openSite as open } from './open-site.testing.js';
import { sampleSite } from './sample-site.testing.js';

describe('app runtime with a browser router', () => {
  it('renders the index route inside the layout, with its page meta', async () => {
    const app = await open(sampleSite(), 'http://site.test/');
    expect(app.text('main h1')).toBe('Welcome');
    expect(app.document.querySelector('nav')).not.toBeNull();
    expect(app.document.title).toBe('Home');
    expect(app.document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Home page');
  });

  it('navigates on link click without reloading, shows the path parameter and updates the title', async () => {
    const app = await open(sampleSite(), 'http://site.test/');
    app.click('user');
    expect(app.window.location.pathname).toBe('/users/42');
    expect(app.text('#user-id')).toBe('42');
    expect(app.document.title).toBe('User');
    app.window.history.back();
    await new Promise((resolve) => app.window.addEventListener('popstate', resolve, { once: true }));
    expect(app.text('main h1')).toBe('Welcome');
  });

  it('shows search parameters and writes them from a search setter', async () => {
    const app = await open(sampleSite(), 'http://site.test/about?tab=team');
    expect(app.text('#tab')).toBe('team');
    const input = app.document.querySelector<HTMLInputElement>('#tab-input')!;
    expect(input.value).toBe('team');
    input.value = 'jobs';
    input.dispatchEvent(new app.window.Event('input'));
    expect(app.window.location.search).toBe('?tab=jobs');
    expect(app.text('#tab')).toBe('jobs');
    expect(app.document.querySelector('#tab-input')).toBe(input);
  });

  it('runs component hooks with the component element once mounted', async () => {
    const app = await open(sampleSite(), 'http://site.test/about');
    expect(app.text('#clock')).toBe('ticked undefined');
    expect(app.document.querySelector('[data-nl-component="Clock"]')).not.toBeNull();
  });

  it('decodes parameters, matches paths case-insensitively and reports unknown paths', async () => {
    expect((await open(sampleSite(), 'http://site.test/USERS/a%20b')).text('#user-id')).toBe('a b');
    const missing = await open(sampleSite(), 'http://site.test/nowhere');
    expect(missing.text('[data-nl-not-found]')).toBe('Page not found');
    expect(missing.document.title).toBe('Home');
  });
});

describe('app runtime with other router types', () => {
  it('hash: links point at #/path and navigation follows the hash', async () => {
    const app = await open(sampleSite('hash'), 'http://site.test/');
    expect(app.document.querySelector('[data-testid="link-user"]')?.getAttribute('href')).toBe('#/users/42');
    app.click('user');
    await new Promise((resolve) => app.window.addEventListener('hashchange', resolve, { once: true }));
    expect(app.text('#user-id')).toBe('42');
    expect(app.window.location.pathname).toBe('/');
  });

  it('memory: starts at / and navigates without touching the URL', async () => {
    const app = await open(sampleSite('memory'), 'http://site.test/users/9');
    expect(app.text('main h1')).toBe('Welcome');
    app.click('user');
    expect(app.text('#user-id')).toBe('42');
    expect(app.window.location.href).toBe('http://site.test/users/9');
  });

  it('static: renders the page URL and leaves links to the browser', async () => {
    const app = await open(sampleSite('static'), 'http://site.test/users/5');
    expect(app.text('#user-id')).toBe('5');
    let preventedByApp: boolean | undefined;
    app.window.addEventListener('click', (event) => {
      preventedByApp = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load pages
    });
    app.click('home');
    expect(preventedByApp).toBe(false);
  });
});

describe('route ranking', () => {
  it('prefers static segments over parameters and index routes over their parent', async () => {
    const el = (id: string) => [{ type: 'element' as const, tag: 'p', attributes: { id }, children: [] }];
    const route = (path: string | undefined, id: string, extra: object = {}) => ({
      type: 'route' as const,
      path,
      isIndex: false,
      isLayout: false,
      element: el(id),
      children: [],
      ...extra,
    });
    const input: SiteInput = {
      app: {
        type: 'appEntry',
        entry: [
          {
            type: 'router',
            routerType: 'browser',
            routes: [route('items/:id', 'param'), route('items/new', 'static'), route('*', 'splat')],
          },
        ],
      },
    };
    expect(
      (await open(input, 'http://site.test/items/new')).document.querySelector('#static'),
    ).not.toBeNull();
    expect((await open(input, 'http://site.test/items/3')).document.querySelector('#param')).not.toBeNull();
    expect(
      (await open(input, 'http://site.test/other/deep')).document.querySelector('#splat'),
    ).not.toBeNull();
  });
});
