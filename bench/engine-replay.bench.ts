// Engine replay: 100,000 events into a 10,000-node graph (events/s, peak memory), then the undo and
// redo latency of one user action at 10,000 nodes. Prints figures; never asserts timings.

import { availableParallelism, loadavg } from 'node:os';
import { type EventInput, type GraphEvent, History, Project, seededRandom } from '@nodeloom/engine';
import { testRegistry } from '../packages/engine/src/project/test-registry.js';

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

/** 100,000 edits over those nodes: moves, params, colours, wires, renames, comments, flags, resizes. */
export function editEvents(random: () => number): GraphEvent[] {
  const events: GraphEvent[] = [];
  const nodeOf = (kind: 'number' | 'add' | 'box', level: number) => {
    const k = { number: 0, add: 1, box: 2 }[kind];
    // node indexes i with i % 3 === k and i % LEVELS === level
    const base = (level + LEVELS * ((k - (level % 3) + 3) % 3)) % (3 * LEVELS);
    const i = base + 3 * LEVELS * Math.floor(random() * 30);
    return `node_${kind}${i}`;
  };
  const wires: { sourceNode: string; targetNode: string; targetInputIdentifier: string }[] = [];
  let renames = 0;
  while (events.length < EVENTS) {
    const roll = random();
    const level = Math.floor(random() * LEVELS);
    const any = nodeOf((['number', 'add', 'box'] as const)[Math.floor(random() * 3)], level);
    if (roll < 0.3)
      events.push(
        stamp({ eventType: 'nodePositionChanged', nodeId: any, position: { x: roll * 1000, y: 10 } }),
      );
    else if (roll < 0.5)
      events.push(
        stamp({
          eventType: 'paramValueChanged',
          nodeId: nodeOf('box', level),
          paramName: 'width',
          value: roll,
        }),
      );
    else if (roll < 0.6) events.push(stamp({ eventType: 'colorChanged', nodeId: any, color: '#336699' }));
    else if (roll < 0.75) {
      const wire = {
        sourceNode: nodeOf('number', level),
        targetNode: nodeOf('add', level),
        targetInputIdentifier: random() < 0.5 ? 'a' : 'b',
      };
      wires.push(wire);
      events.push(
        stamp({
          eventType: 'connectionCreated',
          connection: { ...wire, sourceOutputIdentifier: 'value', order: 0 },
        }),
      );
    } else if (roll < 0.8 && wires.length > 0) {
      const wire = wires.pop()!;
      events.push(stamp({ eventType: 'connectionDeleted', connectionId: wireId(wire) }));
    } else if (roll < 0.85)
      events.push(
        stamp({ eventType: 'nodeRenamed', nodeId: `node_l${level}`, name: `level${level}_${++renames}` }),
      );
    else if (roll < 0.9) events.push(stamp({ eventType: 'commentChanged', nodeId: any, comment: 'note' }));
    else if (roll < 0.95) events.push(stamp({ eventType: 'nodeFlagToggled', nodeId: any, flag: 'bypass' }));
    else events.push(stamp({ eventType: 'nodeResized', nodeId: any, size: { width: 200, height: 60 } }));
  }
  return events;
}

import { connectionId } from '@nodeloom/engine';

const wireId = (w: { sourceNode: string; targetNode: string; targetInputIdentifier: string }) =>
  connectionId({ ...w, sourceOutputIdentifier: 'value', order: 0 });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

export default async function bench(): Promise<void> {
  const random = seededRandom(7);
  // through JSON, as a saved log is read
  const creation: GraphEvent[] = JSON.parse(JSON.stringify(creationEvents()));
  const edits: GraphEvent[] = JSON.parse(JSON.stringify(editEvents(random)));
  globalThis.gc?.();
  const baseHeap = process.memoryUsage().heapUsed;

  // warm-up: the same replay once into a throwaway project, so the figures are not JIT start-up
  new Project({ registry: testRegistry(), random, keepLog: false }).init([...creation, ...edits]);

  const RUNS = 5;
  const rate = (n: number, s: number) => Math.round(n / s);
  const fmt = (n: number) => n.toLocaleString('en');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const wallRates: number[] = [];
  const cpuRates: number[] = [];
  let peakHeap = 0;
  let peakRss = 0;
  let project!: Project;
  for (let run = 0; run < RUNS; run++) {
    project = new Project({ registry: testRegistry(), random, keepLog: false });
    project.init(creation);
    const chunk = 10_000;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < edits.length; i += chunk) {
      project.apply(edits.slice(i, i + chunk), 'replay');
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
    }
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    wallRates.push(rate(edits.length, seconds));
    cpuRates.push(rate(edits.length, (cpu.user + cpu.system) / 1e6));
  }
  console.log(`graph: ${project.state.nodeCount} nodes, ${project.state.connectionCount} connections`);
  console.log(
    `replay of ${fmt(edits.length)} events into it, ${RUNS} runs (${project.warnings.length} events skipped with a warning each run):`,
  );
  console.log(
    `  wall clock:        median ${fmt(median(wallRates))} events/s, best ${fmt(Math.max(...wallRates))}`,
  );
  console.log(
    `  process CPU time:  median ${fmt(median(cpuRates))} events/s, best ${fmt(Math.max(...cpuRates))}`,
  );
  const fullStart = performance.now();
  new Project({ registry: testRegistry(), random, keepLog: false }).init([...creation, ...edits]);
  const fullSeconds = (performance.now() - fullStart) / 1000;
  console.log(
    `full log (${fmt(creation.length + edits.length)} events incl. the 10,000 creations) from empty: ${fmt(rate(creation.length + edits.length, fullSeconds))} events/s wall`,
  );
  console.log(
    `peak memory during the replays: heap ${mb(peakHeap)} (${mb(peakHeap - baseHeap)} above the prepared events), rss ${mb(peakRss)}`,
  );
  console.log(
    `machine load average while measuring: ${loadavg()[0].toFixed(1)} (on ${availableParallelism()} cores)`,
  );

  // undo/redo of one user action (create a node, wire it, move it) at 10,000 nodes
  const history = new History(project);
  const undo: number[] = [];
  const redo: number[] = [];
  for (let i = 0; i < 500; i++) {
    const nodeId = `node_bench${i}`;
    history.dispatch([
      { eventType: 'nodeCreated', nodeId, definitionName: 'add', parentId: 'node_l1' },
      {
        eventType: 'connectionCreated',
        connection: {
          sourceNode: nodeOf1(),
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
    undo.push(performance.now() - t);
    t = performance.now();
    history.redo();
    redo.push(performance.now() - t);
  }
  undo.sort((a, b) => a - b);
  redo.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(3)} ms`;
  console.log(
    `undo of one action (3 events) at ${project.state.nodeCount} nodes: median ${ms(percentile(undo, 0.5))}, p99 ${ms(percentile(undo, 0.99))}`,
  );
  console.log(
    `redo of one action (3 events) at ${project.state.nodeCount} nodes: median ${ms(percentile(redo, 0.5))}, p99 ${ms(percentile(redo, 0.99))}`,
  );
}

/** a number node in level 1 (index 201: 201 % 3 === 0, 201 % 100 === 1) */
const nodeOf1 = () => 'node_number201';
