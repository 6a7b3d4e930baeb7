import { describe, expect, it } from 'vitest';
import { htmlChildSchema, htmlSchema, routeSchema } from './schema.js';
import type { HtmlChild, Route } from './types.js';

const page: Route = {
  type: 'route',
  path: 'users/:id',
  isIndex: false,
  isLayout: false,
  element: [{ type: 'parameter', source: 'path', name: 'id' }],
  children: [],
};
const tree: HtmlChild = {
  type: 'element',
  tag: 'main',
  attributes: { class: 'p-4' },
  children: [
    { type: 'text', value: 'Hi' },
    { type: 'link', to: '/users/1', attributes: {}, children: [{ type: 'text', value: 'User 1' }] },
    { type: 'router', routerType: 'hash', routes: [page] },
    { type: 'component', name: 'Card', content: [{ type: 'outlet' }], hooks: ['element.id = "x";'] },
  ],
};

describe('html schema', () => {
  it('accepts a tree with every kind of child, a route and a fragment', () => {
    expect(htmlChildSchema.parse(tree)).toEqual(tree);
    expect(routeSchema.parse(page)).toEqual(page);
    expect(htmlSchema.parse([tree, { type: 'outlet' }])).toEqual([tree, { type: 'outlet' }]);
  });

  it('refuses a bad tag name, an unknown child type and an unknown router type, naming the place', () => {
    const badTag = htmlChildSchema.safeParse({ type: 'element', tag: '1x', attributes: {}, children: [] });
    expect(badTag.error?.issues[0]).toMatchObject({ path: ['tag'], message: 'Invalid tag name' });
    expect(htmlChildSchema.safeParse({ type: 'script', value: '' }).success).toBe(false);
    const badRouter = htmlChildSchema.safeParse({ type: 'router', routerType: 'server', routes: [] });
    expect(badRouter.error?.issues[0].path).toEqual(['routerType']);
  });
});
