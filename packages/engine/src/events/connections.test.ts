import { describe, expect, it } from 'vitest';
import { connectionId } from '../model/index.js';
import { testProject } from '../project/test-registry.js';
import { connectEvent, connectionOf as wire } from '../testing/index.js';

function setup() {
  const t = testProject();
  const a = t.create('number', 'fex');
  const b = t.create('number', 'fex');
  const add = t.create('add', 'fex');
  const sum = t.create('sum', 'fex');
  const connect = (c: ReturnType<typeof wire>) =>
    t.history.dispatch([{ eventType: 'connectionCreated', connection: c }]);
  return { ...t, a, b, add, sum, connect };
}

describe('connections (spec 2 §4 Parameters and connections)', () => {
  it('gets an id that is a hash of its five fields', () => {
    const { a, add, connect, state } = setup();
    connect(wire(a, 'value', add, 'a'));
    const [c] = state.connections();
    expect(c.id).toBe(connectionId(wire(a, 'value', add, 'a')));
  });

  it('replaces the existing wire of a single-input target', () => {
    const { a, b, add, connect, state, history } = setup();
    connect(wire(a, 'value', add, 'a'));
    connect(wire(b, 'value', add, 'a'));
    expect(state.connectionsToInput(add, 'a').map((c) => c.sourceNode)).toEqual([b]);
    history.undo();
    expect(state.connectionsToInput(add, 'a').map((c) => c.sourceNode)).toEqual([a]);
  });

  it('refuses a duplicate connection (SameExists), a missing input and a missing output; replay skips them', () => {
    const { a, add, connect, project } = setup();
    connect(wire(a, 'value', add, 'a'));
    expect(() => connect(wire(a, 'value', add, 'a'))).toThrow(
      expect.objectContaining({ code: 'SameExists' }),
    );
    expect(() => connect(wire(a, 'value', add, 'zz'))).toThrow(
      expect.objectContaining({ code: 'TargetInputNotFound' }),
    );
    expect(() => connect(wire(a, 'nope', add, 'b'))).toThrow(
      expect.objectContaining({ code: 'SourceOutputNotFound' }),
    );
    const applied = project.apply([project.stamp(connectEvent(a, 'value', add, 'a'))], 'remote');
    expect(applied).toHaveLength(0);
    expect(project.warnings.at(-1)).toMatch(/skipped: Connection already exists/);
  });

  it('moves a colliding order on a multi-input to max+1', () => {
    const { a, b, sum, connect, state } = setup();
    connect(wire(a, 'value', sum, 'values', 0));
    connect(wire(b, 'value', sum, 'values', 0));
    expect(state.connectionsToInput(sum, 'values').map((c) => [c.sourceNode, c.order])).toEqual([
      [a, 0],
      [b, 1],
    ]);
  });

  it.each([
    [0, 1],
    [1, 5],
  ])(
    'reorders a multi-input keeping the order values of the input (%i, %i), and undoes it',
    (first, second) => {
      const { a, b, sum, connect, state, history } = setup();
      connect(wire(a, 'value', sum, 'values', first));
      connect(wire(b, 'value', sum, 'values', second));
      const ids = state.connectionsToInput(sum, 'values').map((c) => c.id);
      history.dispatch([
        {
          eventType: 'multiInputReordered',
          nodeId: sum,
          inputIdentifier: 'values',
          connectionIds: [ids[1], ids[0]],
        },
      ]);
      expect(state.connectionsToInput(sum, 'values').map((c) => [c.sourceNode, c.order])).toEqual([
        [b, first],
        [a, second],
      ]);
      history.undo();
      expect(state.connectionsToInput(sum, 'values').map((c) => c.id)).toEqual(ids);
    },
  );

  it('refuses to reorder a single input (TargetNotMultipleInput) and deleting a missing wire (NotFound)', () => {
    const { add, history } = setup();
    expect(() =>
      history.dispatch([
        { eventType: 'multiInputReordered', nodeId: add, inputIdentifier: 'a', connectionIds: [] },
      ]),
    ).toThrow(expect.objectContaining({ code: 'TargetNotMultipleInput' }));
    expect(() => history.dispatch([{ eventType: 'connectionDeleted', connectionId: 'conn_x' }])).toThrow(
      expect.objectContaining({ code: 'NotFound' }),
    );
  });

  it('gives a level one input per levelInput child and one output per levelOutput child', () => {
    const { create, a, connect, state } = setup();
    const level = create('level', 'fex');
    const input = create('levelInput', level);
    const output = create('levelOutput', level);
    connect(wire(a, 'value', level, input));
    const add = create('add', 'fex');
    connect(wire(level, output, add, 'b'));
    expect(state.connectionsTo(level)).toHaveLength(1);
    expect(state.connectionsFrom(level)).toHaveLength(1);
  });
});
