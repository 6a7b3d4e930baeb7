import type { GraphNode } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { nodeShapeOf, shapedBox } from './node-shape.js';

const registry = createBuiltInRegistry();
const node = (definitionName: string, width = 160, height = 50) =>
  ({ definitionName, isGhost: false, size: { width, height } }) as Pick<
    GraphNode,
    'size' | 'definitionName' | 'isGhost'
  >;

describe('node shape (spec 2 §9: isometric 120 wide)', () => {
  it('draws a plain node 120 wide when isometric, keeping its height', () => {
    expect(shapedBox(node('plus'), registry.get('plus'), 'isometric')).toEqual({ width: 120, height: 50 });
    expect(shapedBox(node('plus'), registry.get('plus'), 'plate')).toEqual({ width: 160, height: 50 });
  });
  it('leaves notes, trays and viewers at their own size', () => {
    for (const name of ['stickyNote', 'trayNode', 'inspector']) {
      const definition = registry.get(name);
      expect(shapedBox(node(name, 400, 300), definition, 'isometric')).toEqual({ width: 400, height: 300 });
    }
  });
  it('reads an unknown preference value as the default plate', () => {
    expect(nodeShapeOf('isometric')).toBe('isometric');
    expect(nodeShapeOf('hexagon')).toBe('plate');
  });
});
