import type { ConnectionWithId } from '@nodeloom/engine';
import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import type { CanvasNode } from '../canvas/flow-nodes.js';
import type { NodeKind } from '../model/node-kinds.js';
import { drawListOf } from './draw-list.js';

function flowNode(id: string, kind: NodeKind, x: number, y: number, selected = false): CanvasNode {
  const width = kind === 'tray' ? 400 : 160;
  const height = kind === 'tray' ? 400 : 50;
  return {
    id,
    type: kind,
    position: { x, y },
    width,
    height,
    data: { kind, definitionName: kind },
    selected,
    handles: [
      { id: 'in', type: 'target', position: Position.Top, x: 72, y: -8, width: 16, height: 16 },
      { id: 'out', type: 'source', position: Position.Bottom, x: 72, y: 42, width: 16, height: 16 },
    ],
  };
}

const wire = (id: string, sourceNode: string, targetNode: string): ConnectionWithId => ({
  id,
  sourceNode,
  sourceOutputIdentifier: 'out',
  targetNode,
  targetInputIdentifier: 'in',
  order: 0,
});

describe('drawListOf', () => {
  const fills: Record<string, string> = { a: '#ff0000', t: '#00ff00', s: '#0000ff', b: '#ffffff' };
  const lookOf = (id: string) => ({ name: `name of ${id}`, fill: fills[id] ?? '#808080' });

  it('lists every node as a rectangle in its fill, trays under sticky notes under the rest', () => {
    const list = drawListOf(
      [
        flowNode('a', 'plate', 0, 0, true),
        flowNode('t', 'tray', -20, -20),
        flowNode('s', 'stickyNote', 500, 0),
        flowNode('b', 'context', 0, 200),
      ],
      [],
      lookOf,
    );
    expect(list.items.map((i) => i.id)).toEqual(['t', 's', 'a', 'b']);
    expect(list.items[2]).toMatchObject({
      id: 'a',
      x: 0,
      y: 0,
      width: 160,
      height: 50,
      fill: '#ff0000',
      name: 'name of a',
      text: '#fff',
      selected: true,
    });
    expect(list.items[0]).toMatchObject({ kind: 'tray', width: 400, fill: '#00ff00', selected: false });
    // dark text on a light fill, as the DOM view's tone class has it
    expect(list.items[3]).toMatchObject({ id: 'b', fill: '#ffffff', text: '#14151a' });
    // the index answers in the same order: the plate over the tray wins a click
    expect(list.grid.hit(10, 10)?.id).toBe('a');
    expect(list.grid.hit(300, 300)?.id).toBe('t');
  });

  it('draws each wire from the centre of its output socket to the centre of its input socket', () => {
    const list = drawListOf(
      [flowNode('a', 'plate', 0, 0), flowNode('b', 'plate', 0, 200)],
      [wire('w1', 'a', 'b'), wire('dangling', 'a', 'gone')],
      lookOf,
    );
    expect(list.wires).toEqual([{ x1: 80, y1: 50, x2: 80, y2: 200 }]);
  });

  it('falls back to the middle of the bottom and top edges for a socket the node does not show', () => {
    const a = { ...flowNode('a', 'plate', 0, 0), handles: [] };
    const b = { ...flowNode('b', 'plate', 0, 200), handles: [] };
    expect(drawListOf([a, b], [wire('w', 'a', 'b')], lookOf).wires).toEqual([
      { x1: 80, y1: 50, x2: 80, y2: 200 },
    ]);
  });
});
