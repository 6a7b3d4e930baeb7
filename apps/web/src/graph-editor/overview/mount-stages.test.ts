import { describe, expect, it } from 'vitest';
import { edgesAmong, mountOrder, nodesAtStage } from './mount-stages.js';

const node = (id: string, x: number, y: number) => ({ id, position: { x, y }, width: 100, height: 40 });

describe('mount stages: node views come over several frames, those in view nearest its centre first', () => {
  const view = { x: 0, y: 0, width: 1000, height: 500 };

  it('orders the nodes in view from the centre outwards and leaves those out of view out', () => {
    const nodes = [
      node('corner', 0, 0),
      node('outside', 2000, 0),
      node('centre', 450, 230),
      node('edge', 950, 480),
      node('near', 600, 230),
      node('above', 450, -100),
    ];
    expect(mountOrder(nodes, view)).toEqual({ ids: ['centre', 'near', 'corner', 'edge'], inView: 4 });
  });

  it('counts a node that only overlaps the view as in it', () => {
    expect(mountOrder([node('half', -50, 100)], view).ids).toEqual(['half']);
  });

  it("hands over a stage's nodes in the level's order, skipping nodes gone since", () => {
    const nodes = [node('a', 0, 0), node('b', 0, 0), node('c', 0, 0), node('d', 0, 0)];
    expect(nodesAtStage(nodes, ['c', 'gone', 'a', 'd'], 3).map((n) => n.id)).toEqual(['a', 'c']);
    expect(nodesAtStage(nodes, ['c', 'a'], 80).map((n) => n.id)).toEqual(['a', 'c']);
  });

  it('hands over only the wires whose two ends are in the stage', () => {
    const edges = [
      { id: 'ab', source: 'a', target: 'b' },
      { id: 'bc', source: 'b', target: 'c' },
    ];
    expect(edgesAmong(edges, [{ id: 'a' }, { id: 'b' }]).map((e) => e.id)).toEqual(['ab']);
  });
});
