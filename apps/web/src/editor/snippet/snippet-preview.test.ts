import type { LibraryGraph } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { snippetPreview } from './snippet-preview.js';

const node = (id: string, name: string, x: number, y: number, parentId?: string) => ({
  id,
  name,
  definitionName: name === 'group' ? 'subnetwork' : `def_${name}`,
  ...(parentId ? { parentId } : {}),
  position: { x, y },
  size: { width: 100, height: 50 },
});

const wire = (id: string, sourceNode: string, targetNode: string) => ({
  id,
  sourceNode,
  sourceOutputIdentifier: 'out',
  targetNode,
  targetInputIdentifier: 'in',
  order: 0,
});

// a group holding two wired nodes, and a trim wired into the group, all copied from the hex context
const graph: LibraryGraph = {
  nodes: [
    node('b', 'group', 300, 0, 'hex'),
    node('a', 'trim', 0, 100, 'hex'),
    node('c', 'inner1', 0, 0, 'b'),
    node('d', 'inner2', 200, 0, 'b'),
  ],
  connections: [wire('w1', 'a', 'b'), wire('w2', 'c', 'd')],
};

describe('snippetPreview', () => {
  it('lists the outer nodes top to bottom with how many nodes each holds, and counts every node and wire', () => {
    const preview = snippetPreview(graph, 1000, 400);
    expect(preview.nodes.map((n) => [n.name, n.definitionName, n.inner])).toEqual([
      ['group', 'subnetwork', 2],
      ['trim', 'def_trim', 0],
    ]);
    expect(preview.nodeCount).toBe(4);
    expect(preview.wireCount).toBe(2);
  });

  it('names every wire by its nodes and draws only those between outer nodes', () => {
    expect(snippetPreview(graph, 1000, 400).wires).toEqual([
      { id: 'w1', from: 'trim', output: 'out', to: 'group', input: 'in', drawn: true },
      { id: 'w2', from: 'inner1', output: 'out', to: 'inner2', input: 'in', drawn: false },
    ]);
  });

  it('keeps the size of a snippet that fits, centred', () => {
    // extent 400 × 150 in a 1000 × 400 box with a 12 px margin
    const [group, trim] = snippetPreview(graph, 1000, 400).nodes;
    expect(trim).toMatchObject({ x: 300, y: 225, width: 100, height: 50 });
    expect(group).toMatchObject({ x: 600, y: 125, width: 100, height: 50 });
  });

  it('scales a large snippet down into the box, keeping its proportions', () => {
    // room 200 × 126 for an extent of 400 × 150: scale 0.5
    const [group, trim] = snippetPreview(graph, 224, 150).nodes;
    expect(trim).toMatchObject({ x: 12, y: 87.5, width: 50, height: 25 });
    expect(group).toMatchObject({ x: 162, y: 37.5, width: 50, height: 25 });
  });

  it('shows an empty snippet as nothing, and a node whose parent chain loops as an outer node', () => {
    expect(snippetPreview({ nodes: [], connections: [] }, 100, 100)).toEqual({
      nodes: [],
      wires: [],
      nodeCount: 0,
      wireCount: 0,
    });
    const looping = { nodes: [node('x', 'x', 0, 0, 'y'), node('y', 'y', 0, 0, 'x')], connections: [] };
    expect(snippetPreview(looping, 100, 100).nodes.length).toBeGreaterThan(0);
  });
});
