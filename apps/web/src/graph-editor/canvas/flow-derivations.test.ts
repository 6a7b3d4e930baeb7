import type { ConnectionWithId, GraphNode } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import type { EditorApi } from '../../editor/index.js';
import { FlowEdgesDerivation, slotsOf } from './flow-edges.js';
import { FlowNodesDerivation } from './flow-nodes.js';

const registry = createBuiltInRegistry();

function graphNode(id: string, definitionName: string, x = 0): GraphNode {
  return {
    id,
    definitionName,
    name: id,
    position: { x, y: 0 },
    size: { width: 0, height: 0 },
    color: '',
    comment: '',
    params: {},
    customParams: {},
    flags: {},
  };
}

/** The reads FlowNodesDerivation makes, over plain maps (copy-on-write like the editor's). */
function fakeEditor(nodes: GraphNode[]) {
  const state = {
    ids: nodes.map((n) => n.id),
    nodes: new Map(nodes.map((n) => [n.id, n])),
    selection: new Set<string>(),
    nodeShape: 'plate',
  };
  const editor = {
    view: {
      levelNodeIds: () => state.ids,
      canvasPreferences: () => ({ nodeShape: state.nodeShape }),
    },
    selection: { ids: () => state.selection },
    nodes: {
      get: (id: string) => state.nodes.get(id),
      definitionOf: (id: string) => registry.get(state.nodes.get(id)?.definitionName ?? ''),
    },
  } as unknown as EditorApi;
  return { editor, state };
}

describe('FlowNodesDerivation', () => {
  it('gives each node its spec size, measured up front, with handles at the socket layout', () => {
    const { editor } = fakeEditor([graphNode('node_a', 'plus'), graphNode('node_s', 'stickyNote')]);
    const [plus, sticky] = new FlowNodesDerivation().derive(editor);
    expect(plus).toMatchObject({
      id: 'node_a',
      type: 'plate',
      width: 160,
      height: 50,
      measured: { width: 160, height: 50 },
    });
    expect(plus.handles?.some((h) => h.type === 'target')).toBe(true);
    expect(plus.handles?.some((h) => h.type === 'source')).toBe(true);
    // a sticky note hides its sockets until showSocket is on
    expect(sticky).toMatchObject({ type: 'stickyNote', width: 330, height: 360, handles: [] });
  });

  it('returns the same array while nothing changed, and keeps unchanged nodes when one changes', () => {
    const { editor, state } = fakeEditor([graphNode('node_a', 'plus'), graphNode('node_b', 'plus', 200)]);
    const derivation = new FlowNodesDerivation();
    const first = derivation.derive(editor);
    expect(derivation.derive(editor)).toBe(first);

    state.nodes = new Map(state.nodes).set('node_b', {
      ...state.nodes.get('node_b')!,
      position: { x: 400, y: 0 },
    });
    const second = derivation.derive(editor);
    expect(second).not.toBe(first);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1].position).toEqual({ x: 400, y: 0 });
  });

  it('redraws plain nodes 120 wide when the node shape turns isometric (spec 2 §9)', () => {
    const { editor, state } = fakeEditor([graphNode('node_a', 'plus'), graphNode('node_s', 'stickyNote')]);
    const derivation = new FlowNodesDerivation();
    expect(derivation.derive(editor)[0].width).toBe(160);
    state.nodeShape = 'isometric';
    const [plus, sticky] = derivation.derive(editor);
    expect(plus).toMatchObject({ width: 120, measured: { width: 120, height: 50 } });
    // the sockets follow the narrower plate
    expect(Math.max(...(plus.handles ?? []).map((h) => (h.x ?? 0) + (h.width ?? 0)))).toBeLessThanOrEqual(
      120,
    );
    expect(sticky.width).toBe(330);
  });

  it('marks selected nodes and drops deleted ones', () => {
    const { editor, state } = fakeEditor([graphNode('node_a', 'plus'), graphNode('node_b', 'plus')]);
    const derivation = new FlowNodesDerivation();
    derivation.derive(editor);
    state.selection = new Set(['node_b']);
    state.ids = ['node_b'];
    const next = derivation.derive(editor);
    expect(next.map((n) => [n.id, n.selected])).toEqual([['node_b', true]]);
  });
});

describe('wires', () => {
  const wire = (id: string, target: string, input: string, order: number): ConnectionWithId => ({
    id,
    sourceNode: 'node_src',
    sourceOutputIdentifier: 'out',
    targetNode: target,
    targetInputIdentifier: input,
    order,
  });

  it('numbers the wires of one multi-input by their order', () => {
    const slots = slotsOf([
      wire('w2', 'node_m', 'in', 2),
      wire('w0', 'node_m', 'in', 0),
      wire('x', 'node_o', 'in', 0),
    ]);
    expect(slots.get('w0')).toEqual([0, 2]);
    expect(slots.get('w2')).toEqual([1, 2]);
    expect(slots.get('x')).toEqual([0, 1]);
  });

  it('keeps each unchanged wire object and reflects wire selection', () => {
    const derivation = new FlowEdgesDerivation();
    const connections = [wire('w0', 'node_m', 'in', 0), wire('w1', 'node_m', 'in', 1)];
    const none = new Set<string>();
    const first = derivation.derive(connections, none);
    expect(derivation.derive(connections, none)).toBe(first);
    const selected = derivation.derive(connections, new Set(['w1']));
    expect(selected[0]).toBe(first[0]);
    expect(selected[1].selected).toBe(true);
    expect(selected[1]).toMatchObject({
      source: 'node_src',
      sourceHandle: 'out',
      target: 'node_m',
      targetHandle: 'in',
      data: { slot: 1, slots: 2 },
    });
  });
});
