import { ROOT_ID } from '@nodeloom/engine';
import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { NODES_PER_CHUNK, revealed, rowLabel, treeRows } from './tree-rows.js';

const registry = createBuiltInRegistry();
const open = { collapsed: new Set<string>(), shown: new Map<string, number>() };

function shop() {
  const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
  g.add('constant', 'a');
  g.add('level', 'shop');
  g.add('constant', 'price', { parent: 'node_shop' });
  g.add('level', 'cart', { parent: 'node_shop' });
  return g;
}

describe('treeRows (the node graph tree)', () => {
  it('lists each level, then the levels inside it by name and its other nodes, with aria level, set size and position', () => {
    const rows = treeRows(shop().state, registry, open);
    expect(rows.map((r) => [r.kind, rowLabel(r), r.level, r.posInSet, r.setSize])).toEqual([
      ['level', 'Root, 3 nodes', 1, 1, 1],
      ['level', 'fex, functionContext, 0 nodes', 2, 1, 3],
      ['level', 'hex, htmlContext, 2 nodes', 2, 2, 3],
      ['level', 'shop, level, 2 nodes', 3, 1, 2],
      ['level', 'cart, level, 0 nodes', 4, 1, 2],
      ['node', 'price, constant', 4, 2, 2],
      ['node', 'a, constant', 3, 2, 2],
      ['level', 'tex, taskContext, 0 nodes', 2, 3, 3],
    ]);
    expect(rows[0]!.id).toBe(ROOT_ID);
    const levels = rows.filter((r) => r.kind === 'level');
    // an empty level has nothing to expand
    expect(levels.map((r) => r.expanded)).toEqual([true, undefined, true, true, undefined, undefined]);
    expect(rows.find((r) => r.id === 'node_price')!.parentId).toBe('node_shop');
  });

  it('hides what a collapsed level holds', () => {
    const rows = treeRows(shop().state, registry, { ...open, collapsed: new Set(['node_shop']) });
    expect(rows.map((r) => r.id)).toEqual([ROOT_ID, 'fex', 'hex', 'node_shop', 'node_a', 'tex']);
    expect(rows.find((r) => r.id === 'node_shop')).toMatchObject({ expanded: false });
  });

  it('lists a 10,000-node level one chunk at a time, the rest behind a "more" item', () => {
    const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
    for (let i = 0; i < 10_000; i++) g.add('constant', `c${i}`);
    const rows = treeRows(g.state, registry, open);
    const inHex = rows.filter((r) => r.parentId === 'hex');
    expect(inHex).toHaveLength(NODES_PER_CHUNK + 1);
    const more = inHex.at(-1)!;
    expect(more).toMatchObject({
      kind: 'more',
      hidden: 10_000 - NODES_PER_CHUNK,
      setSize: NODES_PER_CHUNK + 1,
    });
    expect(rowLabel(more)).toBe(`${10_000 - NODES_PER_CHUNK} more nodes`);
    const next = treeRows(g.state, registry, { ...open, shown: new Map([['hex', 2 * NODES_PER_CHUNK]]) });
    expect(next.filter((r) => r.parentId === 'hex' && r.kind === 'node')).toHaveLength(2 * NODES_PER_CHUNK);
  });

  it('reveals a node the canvas focuses: its levels expanded, its chunk listed', () => {
    const g = shop();
    for (let i = 0; i < NODES_PER_CHUNK + 50; i++) g.add('constant', `c${i}`, { parent: 'node_shop' });
    const closed = { collapsed: new Set([ROOT_ID, 'hex', 'node_shop']), shown: new Map<string, number>() };
    const deep = `node_c${NODES_PER_CHUNK + 10}`;
    expect(treeRows(g.state, registry, closed).some((r) => r.id === deep)).toBe(false);
    const state = revealed(g.state, registry, closed, deep);
    expect(treeRows(g.state, registry, state).some((r) => r.id === deep)).toBe(true);
    expect(state.shown.get('node_shop')).toBe(2 * NODES_PER_CHUNK);
    // listed already: the same state
    expect(revealed(g.state, registry, state, deep)).toBe(state);
  });
});
