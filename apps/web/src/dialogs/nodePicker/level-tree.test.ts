import { describe, expect, it } from 'vitest';
import type { IndexedNode } from '../../find/node-index.js';
import { childrenByLevel, levelsAbove, visibleRows } from './level-tree.js';

const node = (nodeId: string, name: string, parentId?: string, levelPath = '/'): IndexedNode => ({
  nodeId,
  name,
  definition: 'constant',
  parentId,
  levelPath,
  path: levelPath === '/' ? `/${name}` : `${levelPath}/${name}`,
});

const nodes = [
  node('hex', 'hex'),
  node('shop', 'shop', 'hex', '/hex'),
  node('box', 'box', 'hex', '/hex'),
  node('cart', 'cart', 'shop', '/hex/shop'),
  node('total', 'total_price', 'cart', '/hex/shop/cart'),
];
const children = childrenByLevel(nodes);
const names = (rows: { node: IndexedNode; depth: number }[]) => rows.map((r) => `${r.depth}:${r.node.name}`);

describe('node picker tree', () => {
  it('shows the expanded levels, children by name', () => {
    expect(names(visibleRows(children, new Set(), '').rows)).toEqual(['1:hex']);
    const { rows } = visibleRows(children, new Set(['hex', 'shop']), '');
    expect(names(rows)).toEqual(['1:hex', '2:box', '2:shop', '3:cart']);
    expect(rows.find((r) => r.node.nodeId === 'cart')).toMatchObject({ hasChildren: true, expanded: false });
  });

  it('filters to matching paths with the levels above them opened', () => {
    expect(names(visibleRows(children, new Set(), 'price').rows)).toEqual([
      '1:hex',
      '2:shop',
      '3:cart',
      '4:total_price',
    ]);
    expect(names(visibleRows(children, new Set(), 'BOX').rows)).toEqual(['1:hex', '2:box']);
    expect(visibleRows(children, new Set(), 'nothing').rows).toEqual([]);
  });

  it('names the levels to open for a node to be in view', () => {
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    expect(levelsAbove(byId, 'total')).toEqual(['cart', 'shop', 'hex']);
    expect(levelsAbove(byId, undefined)).toEqual([]);
  });
});
