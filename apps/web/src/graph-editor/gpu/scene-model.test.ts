import { connectionId } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { fakeSource, plainNode } from './fake-source.test-support.js';
import { levelIndexOf, SceneModel } from './scene-model.js';

function wire(sourceNode: string, targetNode: string, order = 0) {
  const c = {
    sourceNode,
    sourceOutputIdentifier: 'result',
    targetNode,
    targetInputIdentifier: 'numbers',
    order,
  };
  return { ...c, id: connectionId(c) };
}

describe('SceneModel', () => {
  const setup = () => {
    const nodes = [
      plainNode('a', 'plus', 0, 0),
      plainNode('b', 'plus', 300, 0),
      plainNode('c', 'plus', 0, 300),
    ];
    const ab = wire('a', 'b');
    const bc = wire('b', 'c');
    const fake = fakeSource(nodes, [ab, bc]);
    const scene = new SceneModel();
    const first = scene.update(fake.source);
    return { ...fake, scene, first, ab, bc };
  };

  it('adds every node and wire on the first update, at the spec sizes', () => {
    const { scene, first } = setup();
    expect(first.nodes.added).toEqual(['a', 'b', 'c']);
    expect(first.wires.added).toHaveLength(2);
    expect(scene.nodes.get('a')).toMatchObject({
      kind: 'plate',
      width: 160,
      height: 50,
      name: 'a',
      subtitle: 'plus',
    });
  });

  it('reports nothing when nothing changed', () => {
    const { scene, source } = setup();
    expect(scene.update(source)).toEqual({
      nodes: { added: [], changed: [], removed: [] },
      wires: { added: [], changed: [], removed: [] },
    });
  });

  it('a moved node changes that node and its own wires, nothing else', () => {
    const { scene, source, move, ab, bc } = setup();
    const before = scene.nodes.get('b');
    move('c', 40, 320);
    const diff = scene.update(source);
    expect(diff.nodes).toEqual({ added: [], changed: ['c'], removed: [] });
    expect(diff.wires).toEqual({ added: [], changed: [bc.id], removed: [] });
    expect(scene.nodes.get('b')).toBe(before);
    expect(scene.wires.get(ab.id)).toBeDefined();
    expect(scene.nodes.get('c')).toMatchObject({ x: 40, y: 320 });
  });

  it('a wire runs from the output socket centre to the input socket centre', () => {
    const { scene, ab } = setup();
    const a = scene.nodes.get('a')!;
    const out = a.sockets.find((s) => s.kind === 'output')!;
    expect(scene.wires.get(ab.id)).toMatchObject({ x1: out.x + 8, y1: out.y + 8, y2: -8 + 8 });
  });

  it('a selection change touches only the nodes whose selection changed', () => {
    const { scene, source, state } = setup();
    state.selection = new Set(['b']);
    expect(scene.update(source).nodes.changed).toEqual(['b']);
    expect(scene.nodes.get('b')?.selected).toBe(true);
  });

  it('a deleted node is removed with its wires', () => {
    const { scene, source, state, ab, bc } = setup();
    state.ids = ['a', 'c'];
    state.nodes.delete('b');
    state.wires = [];
    const diff = scene.update(source);
    expect(diff.nodes.removed).toEqual(['b']);
    expect(diff.wires.removed.sort()).toEqual([ab.id, bc.id].sort());
    expect(scene.nodes.has('b')).toBe(false);
  });

  it('a node renamed in place touches no wire', () => {
    const { scene, source, state } = setup();
    state.nodes.set('b', { ...state.nodes.get('b')!, name: 'renamed' });
    const diff = scene.update(source);
    expect(diff.nodes.changed).toEqual(['b']);
    expect(diff.wires).toEqual({ added: [], changed: [], removed: [] });
  });

  it('a node gone while the connections still name it takes its wires (the same connections array)', () => {
    const { scene, source, state, ab, bc } = setup();
    state.ids = ['a', 'c'];
    state.nodes.delete('b');
    const diff = scene.update(source);
    expect(diff.wires.removed.sort()).toEqual([ab.id, bc.id].sort());
    expect(scene.wires.size).toBe(0);
  });

  it("paints trays under plates, and keeps each node's place in the level's order", () => {
    const fake = fakeSource([plainNode('a', 'plus'), plainNode('t', 'trayNode'), plainNode('b', 'plus')], []);
    const scene = new SceneModel();
    scene.update(fake.source);
    const [a, t, b] = ['a', 't', 'b'].map((id) => scene.nodes.get(id)!);
    expect(t.order).toBeLessThan(a.order);
    expect([a, t, b].map(levelIndexOf)).toEqual([0, 1, 2]);
  });
});
