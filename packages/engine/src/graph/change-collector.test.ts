import { describe, expect, it } from 'vitest';
import { graphNode, wireOf } from '../testing/graph-node.js';
import { GraphState } from './graph-state.js';

const node = (id: string, name = id) => graphNode({ id, definitionName: 'number', name, parentId: 'fex' });

/** A state holding the fex root, node a and a wire from a to itself (a cheap existing wire). */
function setup() {
  const state = new GraphState();
  const a = node('a');
  const wire = wireOf('a', 'value', 'a', 'in');
  state.setNode(graphNode({ id: 'fex', definitionName: 'functionContext' }));
  state.setNode(a);
  state.addConnection(wire);
  return { state, a, wire };
}

describe('GraphState change recording (collapsed per id within a batch)', () => {
  it('records nothing outside a batch', () => {
    const { state } = setup();
    expect(state.endBatch()).toEqual([]);
  });

  it('refuses to open a batch inside another', () => {
    const { state } = setup();
    state.beginBatch();
    expect(() => state.beginBatch()).toThrow('a batch is already open');
  });

  it('turns added then updated into one add of the last node', () => {
    const { state } = setup();
    state.beginBatch();
    const b1 = node('b');
    const b2 = { ...b1, name: 'b2' };
    state.setNode(b1);
    state.setNode(b2);
    expect(state.endBatch()).toEqual([{ type: 'nodeAdded', node: b2 }]);
  });

  it('drops a node added then removed, and a wire added then removed', () => {
    const { state } = setup();
    state.beginBatch();
    state.setNode(node('b'));
    const wire = wireOf('a', 'value', 'b', 'in');
    state.addConnection(wire);
    state.removeConnection(wire.id);
    state.removeNode('b');
    expect(state.endBatch()).toEqual([]);
  });

  it('turns two updates into one from the first before to the last after', () => {
    const { state, a } = setup();
    state.beginBatch();
    const moved = { ...a, position: { x: 5, y: 5 } };
    const renamed = { ...moved, name: 'z' };
    state.setNode(moved);
    state.setNode(renamed);
    expect(state.endBatch()).toEqual([{ type: 'nodeUpdated', before: a, after: renamed }]);
  });

  it('turns removed then added into an update, and reports nothing when the same node comes back', () => {
    const { state, a } = setup();
    state.beginBatch();
    state.removeNode('a');
    const again = node('a', 'again');
    state.setNode(again);
    expect(state.endBatch()).toEqual([{ type: 'nodeUpdated', before: a, after: again }]);
    state.beginBatch();
    state.removeNode('a');
    state.setNode(again);
    expect(state.endBatch()).toEqual([]);
  });

  it('reports a replaced wire as removed then added', () => {
    const { state, wire } = setup();
    state.beginBatch();
    const replaced = { ...wire, order: 3 };
    state.addConnection(replaced);
    expect(state.endBatch()).toEqual([
      { type: 'connectionRemoved', connection: wire },
      { type: 'connectionAdded', connection: replaced },
    ]);
    expect(state.connectionsTo('a')).toEqual([replaced]);
  });

  it('orders removed wires first, then nodes as first touched, then added wires', () => {
    const { state, a, wire } = setup();
    state.beginBatch();
    const b = node('b');
    state.setNode(b);
    const bWire = wireOf('a', 'value', 'b', 'in');
    state.addConnection(bWire);
    state.removeConnection(wire.id);
    const renamed = { ...a, name: 'renamed' };
    state.setNode(renamed);
    expect(state.endBatch().map((c) => c.type)).toEqual([
      'connectionRemoved',
      'nodeAdded',
      'nodeUpdated',
      'connectionAdded',
    ]);
  });
});
