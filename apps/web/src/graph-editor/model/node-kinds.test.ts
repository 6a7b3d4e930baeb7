import type { GraphNode } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { isResizable, minSizeOf, nodeBox, nodeFill, nodeKindOf } from './node-kinds.js';

const registry = createBuiltInRegistry();
const def = (name: string) => {
  const d = registry.get(name);
  if (!d) throw new Error(`no definition ${name}`);
  return d;
};
const unsized = { size: { width: 0, height: 0 } } as Pick<GraphNode, 'size'>;

describe('node kinds and sizes (spec 2 §9)', () => {
  it.each([
    ['plus', 160, 50],
    ['stickyNote', 330, 360],
    ['trayNode', 400, 400],
    ['dot', 32, 32],
    ['inspector', 400, 300],
    ['iframe', 400, 300],
    ['previewer', 400, 300],
    ['plugin', 400, 300],
    ['warningDisplay', 400, 400],
  ])('%s defaults to %ix%i', (name, width, height) => {
    expect(nodeBox(unsized, def(name))).toEqual({ width, height });
  });

  it('keeps a resized node at its stored size', () => {
    expect(nodeBox({ size: { width: 520, height: 240 } }, def('stickyNote'))).toEqual({
      width: 520,
      height: 240,
    });
  });

  it('draws an unknown definition as the 160x50 plate', () => {
    expect(nodeBox(unsized, undefined)).toEqual({ width: 160, height: 50 });
  });

  it('tells the kinds apart', () => {
    expect(nodeKindOf({ definitionName: 'plus' })).toBe('plate');
    expect(nodeKindOf({ definitionName: 'htmlContext' })).toBe('context');
    expect(nodeKindOf({ definitionName: 'stickyNote' })).toBe('stickyNote');
    expect(nodeKindOf({ definitionName: 'trayNode' })).toBe('tray');
    expect(nodeKindOf({ definitionName: 'dot' })).toBe('dot');
    expect(nodeKindOf({ definitionName: 'inspector' })).toBe('viewer');
    expect(nodeKindOf({ definitionName: 'plus', isGhost: true })).toBe('ghost');
  });

  it('resizes exactly the resizable kinds, down to their minimum', () => {
    expect(isResizable(def('stickyNote'))).toBe(true);
    expect(isResizable(def('plus'))).toBe(false);
    expect(minSizeOf(def('dot'))).toEqual({ width: 10, height: 10 });
    expect(minSizeOf(def('trayNode'))).toEqual({ width: 30, height: 30 });
    expect(minSizeOf(def('previewer'))).toEqual({ width: 100, height: 60 });
  });

  it('paints ghosts in the ghost colour and others in their own', () => {
    expect(nodeFill({ color: '#123456', isGhost: true }, def('plus'))).toBe('#94E0F3');
    expect(nodeFill({ color: '#123456' }, def('plus'))).toBe('#123456');
    expect(nodeFill({ color: '' }, def('stickyNote'))).toBe('#ffc10766');
  });
});
