import { ROOT_ID } from '@nodeloom/engine';
import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { levelTree } from './level-tree.js';

describe('levelTree (the nodeGraph panel)', () => {
  it('lists Root, the contexts and nested levels in reading order, with their node counts', () => {
    const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
    g.add('constant', 'a');
    g.add('level', 'shop');
    g.add('constant', 'price', { parent: 'node_shop' });
    g.add('level', 'cart', { parent: 'node_shop' });
    g.add('level', 'about');
    const tree = levelTree(g.state, createBuiltInRegistry());
    expect(tree.map((l) => [l.name, l.depth, l.nodeCount])).toEqual([
      ['Root', 0, 3],
      ['fex', 1, 0],
      ['hex', 1, 3],
      ['about', 2, 0],
      ['shop', 2, 2],
      ['cart', 3, 0],
      ['tex', 1, 0],
    ]);
    expect(tree[0]!.id).toBe(ROOT_ID);
    // a plain node is no level, an empty level node is one
    expect(tree.some((l) => l.name === 'a' || l.name === 'price')).toBe(false);
  });
});
