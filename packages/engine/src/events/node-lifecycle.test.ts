import { describe, expect, it } from 'vitest';
import { seededRandom } from '../model/index.js';
import { Project } from '../project/project.js';
import { testProject, testRegistry } from '../project/test-registry.js';
import type { GraphEvent } from './event.js';

describe('node creation (spec 2 §5 Node creation)', () => {
  it('refuses an id not starting with node_: \'Invalid node id format, it must start with "node_"\'', () => {
    const { history } = testProject();
    expect(() =>
      history.dispatch([
        { eventType: 'nodeCreated', nodeId: 'abc', definitionName: 'number', parentId: 'fex' },
      ]),
    ).toThrow('Invalid node id format, it must start with "node_"');
  });

  it('refuses a duplicate id with DuplicateNodeId', () => {
    const { history, create } = testProject();
    const id = create('number', 'fex');
    expect(() =>
      history.dispatch([{ eventType: 'nodeCreated', nodeId: id, definitionName: 'number', parentId: 'fex' }]),
    ).toThrow(expect.objectContaining({ code: 'DuplicateNodeId' }));
  });

  it("needs a parent: 'Cannot create node without parent', unless the option bypasses it", () => {
    const { history, state } = testProject();
    expect(() =>
      history.dispatch([{ eventType: 'nodeCreated', nodeId: 'node_x', definitionName: 'number' }]),
    ).toThrow('Cannot create node without parent');
    history.dispatch([
      { eventType: 'nodeCreated', nodeId: 'node_x', definitionName: 'number', allowWithoutParent: true },
    ]);
    expect(state.getNode('node_x')?.parentId).toBeUndefined();
  });

  it("refuses a parent that does not exist: 'Parent node not found: {id}'", () => {
    const { create } = testProject();
    expect(() => create('number', 'node_nowhere')).toThrow(
      expect.objectContaining({ code: 'InvalidParent', message: 'Parent node not found: node_nowhere' }),
    );
  });

  it('needs a parent that is a level, an unpacked UDN or a context allowing a sub-level', () => {
    const { create } = testProject();
    const level = create('level', 'fex');
    expect(create('number', level)).toBeTruthy();
    const number = create('number', 'fex');
    expect(() => create('number', number)).toThrow(expect.objectContaining({ code: 'InvalidParent' }));
  });

  it("reports an unknown definition as 'Definition not found: {id}'", () => {
    const { create } = testProject();
    expect(() => create('nope', 'fex')).toThrow('Definition not found: nope');
  });

  it('fills the definition defaults and names the node after the definition, with a numeric suffix on a clash', () => {
    const { create, state } = testProject();
    const a = state.getNode(create('box', 'fex'))!;
    const b = state.getNode(create('box', 'fex'))!;
    expect(a.name).toBe('box');
    expect(b.name).toBe('box1');
    expect(a.params.width).toEqual({ name: 'width', value: 10, expression: '', evalType: 'literal' });
    expect(a.color).toBe('#808080');
    expect(a.size).toEqual({ width: 160, height: 50 });
  });

  it("refuses a param its definition does not have, as paramValueChanged does: 'Param not found'", () => {
    const { history, state, create } = testProject();
    const box = create('box', 'fex', { name: 'box' });
    const refused = { code: 'InvalidDataKey', message: 'Param not found: box.depth' };
    expect(() =>
      history.dispatch([{ eventType: 'paramValueChanged', nodeId: box, paramName: 'depth', value: 1 }]),
    ).toThrow(expect.objectContaining(refused));
    expect(() => create('box', 'fex', { name: 'deep', params: { depth: { value: 1 } } })).toThrow(
      expect.objectContaining({ code: 'InvalidDataKey', message: 'Param not found: deep.depth' }),
    );
    expect([...state.childrenOf('fex')]).toEqual([box]);
    create('box', 'fex', { name: 'wide', params: { width: { value: 99 } } });
    expect(state.getNode(state.childByName('fex', 'wide')!)?.params.width.value).toBe(99);
  });

  it('replays a creation with an unknown param as a ghost with a warning, and keeps going', () => {
    const event = (fields: object, n: number) =>
      ({ eventId: `e${n}`, timestamp: n, ...fields }) as GraphEvent;
    const project = new Project({ registry: testRegistry(), random: seededRandom(1) }).init([
      event(
        {
          eventType: 'nodeCreated',
          nodeId: 'node_a',
          definitionName: 'box',
          parentId: 'fex',
          name: 'a',
          params: { depth: { value: 1 } },
        },
        1,
      ),
      event(
        { eventType: 'nodeCreated', nodeId: 'node_b', definitionName: 'box', parentId: 'fex', name: 'b' },
        2,
      ),
    ]);
    expect(project.warnings).toEqual([
      'Event nodeCreated e1 failed, ghost node created: Param not found: a.depth',
    ]);
    expect(project.state.getNode('node_a')).toMatchObject({
      name: 'ghost_a',
      isGhost: true,
      parentId: 'fex',
    });
    expect(JSON.parse(project.state.getNode('node_a')!.comment)).toMatchObject({
      params: { depth: { value: 1 } },
    });
    expect(project.state.getNode('node_b')).toMatchObject({ name: 'b', definitionName: 'box' });
  });

  it("refuses a duplicate sibling name: 'Duplicate node name cannot be used {name}'", () => {
    const { create } = testProject();
    create('box', 'fex', { name: 'b' });
    expect(() => create('box', 'fex', { name: 'b' })).toThrow('Duplicate node name cannot be used b');
    expect(create('box', 'hex', { name: 'b' })).toBeTruthy();
  });
});

describe('node deletion', () => {
  it('cascades to children and their wires', () => {
    const { create, history, state } = testProject();
    const level = create('level', 'fex');
    const inner = create('number', level);
    const outside = create('add', 'fex');
    history.dispatch([
      {
        eventType: 'connectionCreated',
        connection: {
          sourceNode: inner,
          sourceOutputIdentifier: 'value',
          targetNode: outside,
          targetInputIdentifier: 'a',
          order: 0,
        },
      },
    ]);
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: level }]);
    expect(state.hasNode(level)).toBe(false);
    expect(state.hasNode(inner)).toBe(false);
    expect(state.connectionCount).toBe(0);
  });

  it('refuses to delete a root context', () => {
    const { history } = testProject();
    expect(() => history.dispatch([{ eventType: 'nodeDeleted', nodeId: 'fex' }])).toThrow(
      'Root context cannot be deleted: fex',
    );
  });

  it('clears expressions that reference the deleted node back to literals', () => {
    const { create, history, state } = testProject();
    const box = create('box', 'fex', { name: 'box' });
    const level = create('level', 'fex', { name: 'lvl' });
    const inner = create('box', level, { name: 'inner' });
    const absolute = create('box', 'hex', { name: 'abs' });
    history.dispatch([
      {
        eventType: 'paramExpressionChanged',
        nodeId: inner,
        paramName: 'width',
        expression: '../box.$width + 1',
      },
      { eventType: 'paramEvalTypeChanged', nodeId: inner, paramName: 'width', evalType: 'expression' },
      {
        eventType: 'paramExpressionChanged',
        nodeId: absolute,
        paramName: 'width',
        expression: '/fex/box.$height',
      },
      {
        eventType: 'paramExpressionChanged',
        nodeId: absolute,
        paramName: 'height',
        expression: '$width * 2',
      },
    ]);
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: box }]);
    expect(state.getNode(inner)!.params.width).toMatchObject({ expression: '', evalType: 'literal' });
    expect(state.getNode(absolute)!.params.width.expression).toBe('');
    expect(state.getNode(absolute)!.params.height.expression).toBe('$width * 2');
    history.undo();
    expect(state.getNode(inner)!.params.width).toMatchObject({
      expression: '../box.$width + 1',
      evalType: 'expression',
    });
  });

  it('detaches the members of a deleted tray node', () => {
    const { create, history, state } = testProject();
    const tray = create('trayNode', 'fex');
    const member = create('number', 'fex');
    history.dispatch([{ eventType: 'addedToTray', nodeId: member, trayNodeId: tray }]);
    expect(state.getNode(member)!.trayNodeId).toBe(tray);
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: tray }]);
    expect(state.getNode(member)!.trayNodeId).toBeUndefined();
    history.undo();
    expect(state.getNode(member)!.trayNodeId).toBe(tray);
  });
});
