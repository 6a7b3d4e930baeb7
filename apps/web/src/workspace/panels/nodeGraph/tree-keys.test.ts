import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { treeKeyAction, typeAhead } from './tree-keys.js';
import { treeRows } from './tree-rows.js';

const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
g.add('constant', 'alpha');
g.add('level', 'shop');
g.add('constant', 'price', { parent: 'node_shop' });
g.add('constant', 'plus', { parent: 'node_shop' });
const rows = treeRows(g.state, createBuiltInRegistry(), { collapsed: new Set(['fex']), shown: new Map() });
const at = (id: string) => rows.findIndex((r) => r.id === id);
// Root, fex, hex, shop, price, plus, alpha, tex

describe('treeKeyAction (WAI-ARIA tree view keys)', () => {
  it('moves with Up, Down, Home and End, stopping at the ends', () => {
    expect(treeKeyAction(rows, 0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction(rows, 0, 'ArrowUp')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction(rows, 3, 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction(rows, 3, 'End')).toEqual({ type: 'focus', index: rows.length - 1 });
    expect(treeKeyAction(rows, rows.length - 1, 'ArrowDown')).toEqual({
      type: 'focus',
      index: rows.length - 1,
    });
  });

  it('Right enters an open level and expands a closed one; Left collapses an open level or goes to the item’s level', () => {
    expect(treeKeyAction(rows, at('hex'), 'ArrowRight')).toEqual({ type: 'focus', index: at('node_shop') });
    expect(treeKeyAction(rows, at('node_price'), 'ArrowLeft')).toEqual({
      type: 'focus',
      index: at('node_shop'),
    });
    expect(treeKeyAction(rows, at('node_shop'), 'ArrowLeft')).toEqual({ type: 'collapse', id: 'node_shop' });
    expect(treeKeyAction(rows, at('node_price'), 'ArrowRight')).toEqual({
      type: 'focus',
      index: at('node_price'),
    });
    // fex is empty: nothing to expand (tex too); Root has no level above
    expect(treeKeyAction(rows, at('tex'), 'ArrowRight')).toEqual({ type: 'focus', index: at('tex') });
    expect(treeKeyAction(rows, 0, 'ArrowLeft')).toEqual({ type: 'collapse', id: rows[0]!.id });
  });

  it('chooses with Enter and Space and leaves other keys to the page', () => {
    expect(treeKeyAction(rows, 4, 'Enter')).toEqual({ type: 'choose', index: 4 });
    expect(treeKeyAction(rows, 4, ' ')).toEqual({ type: 'choose', index: 4 });
    expect(treeKeyAction(rows, 4, 'F6')).toBeUndefined();
    expect(treeKeyAction(rows, 4, 'Tab')).toBeUndefined();
  });
});

describe('typeAhead', () => {
  it('finds the next item starting with the typed letters, round from the end, case-insensitive', () => {
    expect(typeAhead(rows, 0, 'p')).toBe(at('node_price'));
    expect(typeAhead(rows, at('node_price'), 'p')).toBe(at('node_plus'));
    expect(typeAhead(rows, at('node_plus'), 'P')).toBe(at('node_price'));
    // typing on keeps the item that still matches
    expect(typeAhead(rows, at('node_price'), 'pr')).toBe(at('node_price'));
    expect(typeAhead(rows, at('node_price'), 'pl')).toBe(at('node_plus'));
    expect(typeAhead(rows, 0, 'zz')).toBeUndefined();
  });
});
