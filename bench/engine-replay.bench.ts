// Engine replay (P1): a saved event log of 100,000 edits, as JSONL text, parsed and replayed into a
// 10,000-node project with replayEventLog (edits/s, parsing included: it parses the log a chunk at
// a time and applies each chunk), then the full log from empty; the retained heap
// of the replayed project after GC; the final graph checked against the one the edits describe;
// then the undo and redo latency of one user action at 10,000 nodes. Each rate follows an untimed
// warm-up and is the median (p50) and p99 of several runs; P1 also prints its CPU time per run
// (this process's, GC threads included), steadier than wall time on a busy machine. Prints
// figures; never asserts timings.

import { availableParallelism, loadavg } from 'node:os';
import {
  connectionId,
  type EventInput,
  type GraphEvent,
  type GraphState,
  History,
  Project,
  parseTrustedEventLog,
  replayEventLog,
  seededRandom,
} from '@nodeloom/engine';
import { testRegistry } from '@nodeloom/engine/testing';
import { count, msLine, summarize, timeSamples } from './support/samples.js';

const LEVELS = 100;
const NODES = 10_000;
const EVENTS = 100_000;

let counter = 0;
const stamp = (input: EventInput): GraphEvent =>
  ({ ...input, eventId: `e${++counter}`, timestamp: counter }) as GraphEvent;

/** 10,000 nodes: 100 levels under fex, each with numbers, adds and boxes. */
export function creationEvents(): GraphEvent[] {
  const events: GraphEvent[] = [];
  const kinds = ['number', 'add', 'box'] as const;
  for (let l = 0; l < LEVELS; l++) {
    events.push(
      stamp({
        eventType: 'nodeCreated',
        nodeId: `node_l${l}`,
        definitionName: 'level',
        parentId: 'fex',
        name: `level${l}`,
      }),
    );
  }
  for (let i = 0; events.length < NODES; i++) {
    const kind = kinds[i % 3];
    events.push(
      stamp({
        eventType: 'nodeCreated',
        nodeId: `node_${kind}${i}`,
        definitionName: kind,
        parentId: `node_l${i % LEVELS}`,
        name: `${kind}${i}`,
      }),
    );
  }
  return events;
}

interface Wire {
  sourceNode: string;
  targetNode: string;
  targetInputIdentifier: string;
}

const wireId = (w: Wire) => connectionId({ ...w, sourceOutputIdentifier: 'value', order: 0 });

/** What the edits leave on each node they touch, and the wires: the graph the replay must end with. */
interface Expected {
  nodes: Map<string, Record<string, unknown>>;
  /** wire source by `target.input` (single inputs: a new wire replaces the old one) */
  inputs: Map<string, string>;
}

/**
 * 100,000 edits over those nodes: moves, params, colours, wires, renames, comments, flags, resizes,
 * with the graph they should leave (a duplicate wire and the removal of a replaced one are
 * skipped, as spec 2 §4 says).
 */
export function editEvents(random: () => number): { events: GraphEvent[]; expected: Expected } {
  const events: GraphEvent[] = [];
  const expected: Expected = { nodes: new Map(), inputs: new Map() };
  const expect = (nodeId: string, field: string, value: unknown) => {
    const fields = expected.nodes.get(nodeId) ?? {};
    fields[field] = value;
    expected.nodes.set(nodeId, fields);
  };
  const nodeOf = (kind: 'number' | 'add' | 'box', level: number) => {
    const k = { number: 0, add: 1, box: 2 }[kind];
    // node indexes i with i % 3 === k and i % LEVELS === level
    const base = (level + LEVELS * ((k - (level % 3) + 3) % 3)) % (3 * LEVELS);
    const i = base + 3 * LEVELS * Math.floor(random() * 30);
    return `node_${kind}${i}`;
  };
  const wires: Wire[] = [];
  const bypassed = new Set<string>();
  let renames = 0;
  while (events.length < EVENTS) {
    const roll = random();
    const level = Math.floor(random() * LEVELS);
    const any = nodeOf((['number', 'add', 'box'] as const)[Math.floor(random() * 3)], level);
    if (roll < 0.3) {
      const position = { x: roll * 1000, y: 10 };
      events.push(stamp({ eventType: 'nodePositionChanged', nodeId: any, position }));
      expect(any, 'position', position);
    } else if (roll < 0.5) {
      const box = nodeOf('box', level);
      events.push(stamp({ eventType: 'paramValueChanged', nodeId: box, paramName: 'width', value: roll }));
      expect(box, 'width', roll);
    } else if (roll < 0.6) {
      events.push(stamp({ eventType: 'colorChanged', nodeId: any, color: '#336699' }));
      expect(any, 'color', '#336699');
    } else if (roll < 0.75) {
      const wire = {
        sourceNode: nodeOf('number', level),
        targetNode: nodeOf('add', level),
        targetInputIdentifier: random() < 0.5 ? 'a' : 'b',
      };
      wires.push(wire);
      expected.inputs.set(`${wire.targetNode}.${wire.targetInputIdentifier}`, wire.sourceNode);
      events.push(
        stamp({
          eventType: 'connectionCreated',
          connection: { ...wire, sourceOutputIdentifier: 'value', order: 0 },
        }),
      );
    } else if (roll < 0.8 && wires.length > 0) {
      const wire = wires.pop()!;
      const input = `${wire.targetNode}.${wire.targetInputIdentifier}`;
      if (expected.inputs.get(input) === wire.sourceNode) expected.inputs.delete(input);
      events.push(stamp({ eventType: 'connectionDeleted', connectionId: wireId(wire) }));
    } else if (roll < 0.85) {
      const name = `level${level}_${++renames}`;
      events.push(stamp({ eventType: 'nodeRenamed', nodeId: `node_l${level}`, name }));
      expect(`node_l${level}`, 'name', name);
    } else if (roll < 0.9) {
      events.push(stamp({ eventType: 'commentChanged', nodeId: any, comment: 'note' }));
      expect(any, 'comment', 'note');
    } else if (roll < 0.95) {
      events.push(stamp({ eventType: 'nodeFlagToggled', nodeId: any, flag: 'bypass' }));
      if (bypassed.has(any)) bypassed.delete(any);
      else bypassed.add(any);
      expect(any, 'bypass', bypassed.has(any));
    } else {
      events.push(stamp({ eventType: 'nodeResized', nodeId: any, size: { width: 200, height: 60 } }));
      expect(any, 'size', { width: 200, height: 60 });
    }
  }
  return { events, expected };
}

/** Throws unless the replayed graph is the one the edits describe. */
function checkFinalGraph(state: GraphState, expected: Expected): void {
  const fail = (what: string) => {
    throw new Error(`replayed graph differs from the expected one: ${what}`);
  };
  if (state.nodeCount !== NODES + 3) fail(`${state.nodeCount} nodes, expected ${NODES + 3}`);
  for (const [id, fields] of expected.nodes) {
    const node = state.getNode(id) ?? fail(`no node ${id}`);
    const actual: Record<string, unknown> = {
      position: node.position,
      width: node.params.width?.value,
      color: node.color,
      name: node.name,
      comment: node.comment,
      bypass: node.flags.bypass === true,
      size: node.size,
    };
    for (const [field, value] of Object.entries(fields)) {
      if (JSON.stringify(actual[field]) !== JSON.stringify(value))
        fail(`${id}.${field} is ${JSON.stringify(actual[field])}, expected ${JSON.stringify(value)}`);
    }
  }
  if (state.connectionCount !== expected.inputs.size)
    fail(`${state.connectionCount} wires, expected ${expected.inputs.size}`);
  for (const [input, sourceNode] of expected.inputs) {
    const [targetNode, targetInputIdentifier] = input.split('.');
    if (!state.getConnection(wireId({ sourceNode, targetNode, targetInputIdentifier })))
      fail(`no wire ${sourceNode} → ${input}`);
  }
}

/** A saved log as the CLI and file format have it: one event per line (JSONL), read back with parseTrustedEventLog. */
const toJsonl = (events: readonly GraphEvent[]) => events.map((e) => JSON.stringify(e)).join('\n');

const newProject = () => new Project({ registry: testRegistry(), random: seededRandom(3), keepLog: false });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rateLine = (events: number, times: number[]) => {
  // the median run's rate; p99 is the slowest run's (fewest events/s)
  const s = summarize(times);
  return `p50 ${count(events / (s.p50 / 1000))} events/s, p99 ${count(events / (s.p99 / 1000))} events/s (${s.samples} runs)`;
};

export default async function bench(): Promise<void> {
  console.log(`machine load average: ${loadavg()[0].toFixed(1)} (on ${availableParallelism()} cores)`);
  const { events: edits, expected } = editEvents(seededRandom(7));
  const creationLog = toJsonl(creationEvents());
  const editLog = toJsonl(edits);
  const RUNS = 11;

  // P1: the edits' log text parsed and replayed into a project holding the 10,000 nodes (the
  // project is made before the clock starts: only the edits' parse and apply are timed)
  let project!: Project;
  let replayed = 0;
  const replayTimes: number[] = [];
  const replayCpu: number[] = [];
  await timeSamples(2, RUNS, (round) => {
    project = newProject().init(parseTrustedEventLog(creationLog));
    const started = performance.now();
    const cpu = process.cpuUsage();
    replayed = replayEventLog(project, editLog);
    const used = process.cpuUsage(cpu);
    if (round < 2) return;
    replayTimes.push(performance.now() - started);
    replayCpu.push((used.user + used.system) / 1000);
  });
  checkFinalGraph(project.state, expected);
  if (replayed + project.warnings.length !== edits.length)
    throw new Error(`${replayed} edits applied and ${project.warnings.length} skipped of ${edits.length}`);
  const parseTimes = await timeSamples(2, RUNS, () => parseTrustedEventLog(editLog));
  console.log(
    `graph: ${count(project.state.nodeCount)} nodes, ${count(project.state.connectionCount)} wires after the edits (checked against the expected graph; ${project.warnings.length} edits skipped with a warning, as expected)`,
  );
  console.log(
    `P1 replay of ${count(edits.length)} edits from JSONL text (parse + apply): ${rateLine(edits.length, replayTimes)}`,
  );
  console.log(`  CPU time of those runs: ${msLine(summarize(replayCpu))}`);
  console.log(`  parsing the JSONL alone (parseTrustedEventLog): ${msLine(summarize(parseTimes))}`);

  const all = creationEvents().length + edits.length;
  const fullTimes = await timeSamples(1, 5, () => {
    project = newProject().init(parseTrustedEventLog(`${creationLog}\n${editLog}`));
  });
  checkFinalGraph(project.state, expected);
  console.log(
    `full log from empty (${count(all)} events incl. the creations, parse + apply): ${rateLine(all, fullTimes)}`,
  );

  // retained memory: the heap a replayed project keeps, after GC, above the heap without it
  project = undefined as unknown as Project;
  globalThis.gc?.();
  const baseHeap = process.memoryUsage().heapUsed;
  project = newProject().init(parseTrustedEventLog(`${creationLog}\n${editLog}`));
  globalThis.gc?.();
  const retained = process.memoryUsage().heapUsed - baseHeap;
  console.log(
    globalThis.gc
      ? `retained heap of the replayed project after GC: ${mb(retained)} (rss ${mb(process.memoryUsage().rss)})`
      : 'retained heap: run with node --expose-gc (npm run bench does)',
  );

  // undo/redo of one user action (create a node, wire it, move it) at 10,000 nodes
  const history = new History(project);
  const undo: number[] = [];
  const redo: number[] = [];
  for (let i = 0; i < 550; i++) {
    const nodeId = `node_bench${i}`;
    history.dispatch([
      { eventType: 'nodeCreated', nodeId, definitionName: 'add', parentId: 'node_l1' },
      {
        eventType: 'connectionCreated',
        connection: {
          sourceNode: 'node_number201', // a number in level 1 (201 % 3 === 0, 201 % 100 === 1)
          sourceOutputIdentifier: 'value',
          targetNode: nodeId,
          targetInputIdentifier: 'a',
          order: 0,
        },
      },
      { eventType: 'nodePositionChanged', nodeId, position: { x: i, y: i } },
    ]);
    let t = performance.now();
    history.undo();
    const undone = performance.now() - t;
    t = performance.now();
    history.redo();
    const redone = performance.now() - t;
    if (i < 50) continue; // warm-up
    undo.push(undone);
    redo.push(redone);
  }
  console.log(
    `undo of one action (3 events) at ${count(project.state.nodeCount)} nodes: ${msLine(summarize(undo))}`,
  );
  console.log(
    `redo of one action (3 events) at ${count(project.state.nodeCount)} nodes: ${msLine(summarize(redo))}`,
  );
}
