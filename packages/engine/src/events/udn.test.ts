import { describe, expect, it } from 'vitest';
import { testProject } from '../project/test-registry.js';
import { connectEvent, connectionOf as wire } from '../testing/index.js';
import { UdnLibrary } from '../udn/library.js';
import { udnMetadata } from '../udn/testing.js';

describe('definition change (spec 2 §4 UDN nodes)', () => {
  it('removes the wires and reconnects those matching by identifier or by name', () => {
    const { create, history, state } = testProject();
    const n = create('number', 'fex');
    const add = create('add', 'fex');
    const out = create('add', 'fex');
    history.dispatch([connectEvent(n, 'value', add, 'a'), connectEvent(add, 'result', out, 'a')]);
    // plus has inputs x, y labelled a, b and output sum labelled result: all match by name
    history.dispatch([{ eventType: 'definitionChanged', nodeId: add, definitionName: 'plus' }]);
    expect(state.getNode(add)!.definitionName).toBe('plus');
    expect(state.connectionsTo(add).map((c) => c.targetInputIdentifier)).toEqual(['x']);
    expect(state.connectionsFrom(add).map((c) => c.sourceOutputIdentifier)).toEqual(['sum']);
    // number has none of them: the wires go
    history.dispatch([{ eventType: 'definitionChanged', nodeId: add, definitionName: 'box' }]);
    expect(state.connectionsTo(add)).toHaveLength(0);
    history.undo();
    history.undo();
    expect(state.getNode(add)!.definitionName).toBe('add');
    expect(state.connectionsTo(add).map((c) => c.targetInputIdentifier)).toEqual(['a']);
  });

  it('removes the children of a level node', () => {
    const { create, history, state } = testProject();
    const level = create('level', 'fex');
    const child = create('number', level);
    history.dispatch([{ eventType: 'definitionChanged', nodeId: level, definitionName: 'box' }]);
    expect(state.hasNode(child)).toBe(false);
    history.undo();
    expect(state.getNode(child)!.parentId).toBe(level);
  });

  it('refuses to change the definition of an unpacked UDN', () => {
    const { create, history } = testProject();
    const udn = create('my udn', 'fex');
    history.dispatch([
      {
        eventType: 'unpacked',
        nodeId: udn,
        innerEvents: [
          {
            eventType: 'nodeCreated',
            eventId: 'i1',
            timestamp: 1,
            nodeId: 'node_in1',
            definitionName: 'number',
            parentId: udn,
          } as never,
        ],
        connections: [],
      },
    ]);
    expect(() =>
      history.dispatch([{ eventType: 'definitionChanged', nodeId: udn, definitionName: 'box' }]),
    ).toThrow('An unpacked UDN cannot change definition');
  });
});

describe('pack and unpack (events carry the inner events, computed by the UDN library)', () => {
  it("unpacks a UDN into a sub-level and packs it back; without udnId or events: 'Cannot unpack node'", () => {
    const { create, history, state } = testProject();
    const udn = create('my udn', 'fex');
    const n = create('number', 'fex');
    const plain = create('level', 'fex');
    history.dispatch([connectEvent(n, 'value', udn, 'in')]);
    expect(() =>
      history.dispatch([{ eventType: 'unpacked', nodeId: plain, innerEvents: [], connections: [] }]),
    ).toThrow('Cannot unpack node');
    expect(() =>
      history.dispatch([{ eventType: 'unpacked', nodeId: udn, innerEvents: [], connections: [] }]),
    ).toThrow('Cannot unpack node');
    const inner = {
      eventType: 'nodeCreated',
      eventId: 'i1',
      timestamp: 1,
      nodeId: 'node_in1',
      definitionName: 'levelInput',
      parentId: udn,
    };
    history.dispatch([
      {
        eventType: 'unpacked',
        nodeId: udn,
        innerEvents: [inner],
        connections: [wire(n, 'value', udn, 'node_in1')],
      },
    ]);
    expect(state.getNode(udn)!.unpacked).toBe(true);
    expect(state.getNode('node_in1')!.parentId).toBe(udn);
    expect(state.connectionsTo(udn).map((c) => c.targetInputIdentifier)).toEqual(['node_in1']);
    history.dispatch([
      {
        eventType: 'packed',
        nodeId: udn,
        udnId: 'udn_1',
        definitionName: 'my udn',
        connections: [wire(n, 'value', udn, 'in')],
      },
    ]);
    expect(state.getNode(udn)!.unpacked).toBeUndefined();
    expect(state.hasNode('node_in1')).toBe(false);
    expect(state.connectionsTo(udn).map((c) => c.targetInputIdentifier)).toEqual(['in']);
    history.undo();
    expect(state.getNode(udn)!.unpacked).toBe(true);
    expect(state.hasNode('node_in1')).toBe(true);
    history.undo();
    expect(state.hasNode('node_in1')).toBe(false);
    expect(state.connectionsTo(udn).map((c) => c.targetInputIdentifier)).toEqual(['in']);
  });

  it('changes the update strategy and the repack mappings, undoably', () => {
    const { create, history, state } = testProject();
    const udn = create('my udn', 'fex');
    history.dispatch([
      { eventType: 'udnUpdateStrategyChanged', nodeId: udn, strategy: 'auto' },
      {
        eventType: 'levelUdnIdAndRepackMappingsChanged',
        nodeId: udn,
        udnId: 'udn_2',
        udnRepackMappings: { nodeIdMapping: { a: 'b' }, customParamIdMapping: {} },
      },
    ]);
    expect(state.getNode(udn)).toMatchObject({ udnUpdateStrategy: 'auto', udnId: 'udn_2' });
    history.undo();
    expect(state.getNode(udn)!.udnUpdateStrategy).toBeUndefined();
    expect(state.getNode(udn)!.udnId).toBe('udn_1');
  });
});

describe('unpacked inner events', () => {
  it('skips a malformed or failing inner event with a warning', () => {
    const { create, history, project, state } = testProject();
    const udn = create('my udn', 'fex');
    const good = {
      eventType: 'nodeCreated',
      eventId: 'i1',
      timestamp: 1,
      nodeId: 'node_in1',
      definitionName: 'number',
      parentId: udn,
    };
    const malformed = { eventType: 'nodeRenamed', eventId: 'i2' };
    const failing = {
      eventType: 'colorChanged',
      eventId: 'i3',
      timestamp: 1,
      nodeId: 'node_none',
      color: '#000000',
    };
    history.dispatch([
      { eventType: 'unpacked', nodeId: udn, innerEvents: [good, malformed, failing], connections: [] },
    ]);
    expect(state.hasNode('node_in1')).toBe(true);
    expect(project.warnings).toEqual([
      expect.stringContaining('Inner event nodeRenamed skipped'),
      'Inner event colorChanged skipped: Node not found: node_none',
    ]);
  });
});

describe('UDN level events refuse the wrong node', () => {
  it('NotLevelNode for repack mappings on a node without a sub-level; NotUnpackedUdn to pack a node never unpacked', () => {
    const { create, history, state } = testProject();
    const n = create('number', 'fex');
    const level = create('level', 'fex');
    expect(() =>
      history.dispatch([{ eventType: 'levelUdnIdAndRepackMappingsChanged', nodeId: n, udnId: 'udn_1' }]),
    ).toThrow(
      expect.objectContaining({
        code: 'NotLevelNode',
        message: `Node is not a level: ${state.getNode(n)!.name}`,
      }),
    );
    history.dispatch([{ eventType: 'levelUdnIdAndRepackMappingsChanged', nodeId: level, udnId: 'udn_1' }]);
    expect(state.getNode(level)!.udnId).toBe('udn_1');
    expect(() =>
      history.dispatch([
        { eventType: 'packed', nodeId: level, udnId: 'udn_1', definitionName: 'x', connections: [] },
      ]),
    ).toThrow(expect.objectContaining({ code: 'NotUnpackedUdn' }));
  });
});

describe('creation of a UDN node (nodeCreated naming a udnId)', () => {
  const param = (name: string) => ({ name, dataType: 'number', defaultValue: 1 }) as never;
  /** A project whose registry lists card v2 under the name, with v1 registered beside it. */
  function withTwoVersions() {
    const made = testProject();
    new UdnLibrary(made.project.registry).registerMetadata([
      udnMetadata('udn_v1', 'card', '1.0.0', 'group_1', { parameters: [param('size')] }),
      udnMetadata('udn_v2', 'card', '2.0.0', 'group_1', { parameters: [param('size'), param('gap')] }),
    ]);
    return made;
  }

  it('builds the version the event names, not the one the name lists', () => {
    const { create, state } = withTwoVersions();
    const old = create('card', 'fex', { udnId: 'udn_v1' });
    expect(state.getNode(old)).toMatchObject({ definitionName: 'card', udnId: 'udn_v1' });
    expect(Object.keys(state.getNode(old)!.params)).toEqual(['size']);
    // by name alone: the listed (newest) version
    const listed = create('card', 'fex');
    expect(state.getNode(listed)!.udnId).toBe('udn_v2');
    expect(Object.keys(state.getNode(listed)!.params)).toEqual(['size', 'gap']);
  });

  it('a udnId this replica has not registered falls back to the name, and with no name either leaves a ghost', () => {
    const { create, state, project } = withTwoVersions();
    const unknownVersion = create('card', 'fex', { udnId: 'udn_v9' });
    expect(state.getNode(unknownVersion)).toMatchObject({ definitionName: 'card', udnId: 'udn_v9' });
    project.apply(
      [
        {
          eventType: 'nodeCreated',
          eventId: 'evt_nobody',
          timestamp: 1,
          nodeId: 'node_nobody',
          definitionName: 'nobody',
          parentId: 'fex',
          udnId: 'udn_x',
        },
      ],
      'remote',
    );
    expect(state.getNode('node_nobody')).toMatchObject({ isGhost: true, name: 'ghost_nobody' });
  });
});
