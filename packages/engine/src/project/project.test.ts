import { describe, expect, it } from 'vitest';
import type { EventInput, EventSource, GraphEvent } from '../events/index.js';
import { CONTEXT_NODE_COLOR, seededRandom } from '../model/index.js';
import { graphNode } from '../testing/index.js';
import { CurrentLevel } from './current-level.js';
import { Project } from './project.js';
import { Selection } from './selection.js';
import { assertSingleTree, selectionToBootstrapEvents } from './snippet.js';
import { testProject, testRegistry } from './test-registry.js';

const newProject = () =>
  new Project({ registry: testRegistry(), random: seededRandom(1), now: () => 1000 }).init();

describe('Project lifecycle', () => {
  it("raises 'ES is not ready' before init", () => {
    const project = new Project({ registry: testRegistry() });
    expect(project.status).toBe('loading');
    expect(() => project.state).toThrow('ES is not ready');
    project.init();
    expect(project.status).toBe('ready');
  });

  it('creates the root contexts hex, tex and fex for an empty project, colour #ffffff at y 0, 100, 100', () => {
    const state = newProject().state;
    const roots = ['hex', 'tex', 'fex'].map((id) => state.getNode(id)!);
    expect(roots.map((r) => r.definitionName)).toEqual(['htmlContext', 'taskContext', 'functionContext']);
    expect(roots.map((r) => r.color)).toEqual(['#ffffff', '#ffffff', '#ffffff']);
    expect(roots.map((r) => r.position.y)).toEqual([0, 100, 100]);
    expect(roots.every((r) => r.parentId === undefined)).toBe(true);
  });
});

let n = 0;
const ev = (input: EventInput): GraphEvent => ({ ...input, eventId: `e${++n}`, timestamp: n }) as GraphEvent;
const created = (nodeId: string, definitionName: string, parentId?: string, name?: string) =>
  ev({ eventType: 'nodeCreated', nodeId, definitionName, parentId, name });

describe('replay (spec 2 §4 Project state)', () => {
  it('skips a failing event with a warning and goes on', () => {
    const project = new Project({ registry: testRegistry() }).init([
      created('node_a', 'number', 'fex', 'a'),
      ev({ eventType: 'colorChanged', nodeId: 'node_missing', color: '#000' }),
      ev({ eventType: 'colorChanged', nodeId: 'node_a', color: '#111111' }),
    ]);
    expect(project.warnings).toEqual([expect.stringContaining('skipped: Node not found: node_missing')]);
    expect(project.state.getNode('node_a')!.color).toBe('#111111');
  });

  it('turns a failed creation into a ghost: ghost_ name, colour #94E0F3, the failed data in the comment', () => {
    const failed = created('node_g', 'unknownDefinition', 'fex', 'thing');
    const project = new Project({ registry: testRegistry() }).init([failed]);
    const ghost = project.state.getNode('node_g')!;
    expect(ghost).toMatchObject({ name: 'ghost_thing', color: '#94E0F3', isGhost: true, parentId: 'fex' });
    expect(JSON.parse(ghost.comment)).toEqual(failed);
    expect(project.warnings[0]).toContain('Definition not found: unknownDefinition');
  });

  it("makes the same ghost of the same failed event whatever the order of the event's fields", () => {
    const failed = created('node_g', 'unknownDefinition', 'fex', 'thing');
    const { eventId, timestamp, ...fields } = failed;
    // a writer's copy gets its id and time last; the log's copy has them first
    const writers = { ...fields, eventId, timestamp } as typeof failed;
    const logs = { eventId, timestamp, ...fields } as typeof failed;
    const ghostOf = (event: typeof failed) =>
      new Project({ registry: testRegistry() }).init([event]).state.getNode('node_g')!;
    expect(Object.keys(writers)).not.toEqual(Object.keys(logs));
    expect(ghostOf(writers)).toEqual(ghostOf(logs));
  });

  it('throws on a duplicate or invalid id at creation instead of making a ghost', () => {
    expect(() => new Project({ registry: testRegistry() }).init([created('bad', 'number', 'fex')])).toThrow(
      'Invalid node id format, it must start with "node_"',
    );
    expect(() =>
      new Project({ registry: testRegistry() }).init([
        created('node_a', 'number', 'fex'),
        created('node_a', 'number', 'fex'),
      ]),
    ).toThrow(expect.objectContaining({ code: 'DuplicateNodeId' }));
  });

  it('refuses events of an unknown type at the boundary and in apply', () => {
    expect(() => Project.parseEvents([{ eventType: 'nodeExploded', eventId: 'x', timestamp: 1 }])).toThrow();
    const project = new Project({ registry: testRegistry() }).init();
    project.apply(
      [{ eventType: 'nodeExploded', eventId: 'x', timestamp: 1 } as unknown as GraphEvent],
      'remote',
    );
    expect(project.warnings.at(-1)).toContain('Unknown or unsupported event type');
  });

  it('tells listeners which events applied and from where', () => {
    const { project, create } = testProject();
    const heard: [string[], EventSource][] = [];
    project.onChange(({ events, source }) => heard.push([events.map((e) => e.eventType), source]));
    create('number', 'fex');
    project.apply([ev({ eventType: 'commentChanged', nodeId: 'fex', comment: 'hi' })], 'remote');
    expect(heard).toEqual([
      [['nodeCreated'], 'user'],
      [['commentChanged'], 'remote'],
    ]);
  });

  it('rolls back a user action when one of its events fails', () => {
    const { project, history } = testProject();
    expect(() =>
      history.dispatch([
        { eventType: 'nodeCreated', nodeId: 'node_ok', definitionName: 'number', parentId: 'fex' },
        { eventType: 'nodeRenamed', nodeId: 'node_missing', name: 'x' },
      ]),
    ).toThrow('Node not found: node_missing');
    expect(project.state.hasNode('node_ok')).toBe(false);
    expect(history.canUndo).toBe(false);
  });
});

describe('roots and migrations', () => {
  it('adds a missing function context', () => {
    const project = new Project({ registry: testRegistry() }).init([
      ev({ eventType: 'nodeBootstrapped', node: { ...rootLike('hex', 'htmlContext') } }),
    ]);
    expect(project.state.getNode('fex')!.definitionName).toBe('functionContext');
    expect(project.state.hasNode('tex')).toBe(false);
  });

  it('converts older level roots to context nodes', () => {
    const project = new Project({ registry: testRegistry() }).init([
      ev({ eventType: 'nodeBootstrapped', node: rootLike('tex', 'level') }),
    ]);
    expect(project.state.getNode('tex')!.definitionName).toBe('taskContext');
  });
});

const rootLike = (id: string, definitionName: string) =>
  graphNode({ id, definitionName, color: CONTEXT_NODE_COLOR });

describe('selection and level', () => {
  it('falls back to the nearest surviving ancestor level when the current level is removed', () => {
    const { project, create, history } = testProject();
    const outer = create('level', 'fex');
    const inner = create('level', outer);
    const deepest = create('level', inner);
    const level = new CurrentLevel(project);
    level.set(deepest);
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: inner }]);
    expect(level.id).toBe(outer);
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: outer }]);
    expect(level.id).toBe('fex');
  });

  it('drops deleted nodes from the selection', () => {
    const { project, create, history } = testProject();
    const a = create('number', 'fex');
    const b = create('number', 'fex');
    const selection = new Selection(project);
    selection.set([a, b, 'node_none']);
    expect([...selection.ids]).toEqual([a, b]);
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: a }]);
    expect([...selection.ids]).toEqual([b]);
  });

  it('reconstructs the selection as bootstrap events, parents first, with the wires between them', () => {
    const { project, create, history } = testProject();
    const level = create('level', 'fex');
    const input = create('levelInput', level);
    const add = create('add', level);
    history.dispatch([
      {
        eventType: 'connectionCreated',
        connection: {
          sourceNode: input,
          sourceOutputIdentifier: 'output',
          targetNode: add,
          targetInputIdentifier: 'a',
          order: 0,
        },
      },
    ]);
    const events = selectionToBootstrapEvents(project.state, [add, level]);
    const order = events.map((e) => (e.eventType === 'nodeBootstrapped' ? e.node.id : e.eventType));
    expect(order[0]).toBe(level);
    expect(new Set(order.slice(1, 3))).toEqual(new Set([input, add]));
    expect(order[3]).toBe('connectionCreated');
    expect(() => assertSingleTree(events)).not.toThrow();
  });

  it("refuses node events that do not form a single tree: 'invalid events'", () => {
    const a: EventInput = {
      eventType: 'nodeCreated',
      nodeId: 'node_a',
      definitionName: 'level',
      parentId: 'fex',
    };
    const b: EventInput = {
      eventType: 'nodeCreated',
      nodeId: 'node_b',
      definitionName: 'number',
      parentId: 'hex',
    };
    const c: EventInput = {
      eventType: 'nodeCreated',
      nodeId: 'node_c',
      definitionName: 'number',
      parentId: 'node_a',
    };
    expect(() => assertSingleTree([a, c])).not.toThrow();
    expect(() => assertSingleTree([a, b])).toThrow('invalid events');
    expect(() => assertSingleTree([a, a])).toThrow('invalid events');
  });
});

describe('events without identity', () => {
  it('skips an event without eventId with a warning (NoIdentity), even a creation', () => {
    const project = new Project({ registry: testRegistry() }).init();
    project.apply([{ ...created('node_a', 'number', 'fex'), eventId: '' }], 'remote');
    expect(project.state.hasNode('node_a')).toBe(false);
    expect(project.warnings.at(-1)).toContain('Event has no eventId');
  });
});
