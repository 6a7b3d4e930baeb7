// Engine evaluation over the built-in node library, at 10,000 and 100,000 nodes:
// - project load: the saved graph's JSON text to a ready Project (bootstrap events as the web app
//   makes them, then init) and an evaluator bound to it;
// - full evaluation: every node computed by a fresh bound evaluator, results checked;
// - dirty cones of 10, 100 and 1,000 nodes: one param edit through Project.dispatch, then the cone's
//   tail re-evaluated (the cost should follow the cone, not the graph), result checked;
// - expression evaluations per second.
// Each figure follows an untimed warm-up and is the median (p50) and p99 of several samples.
// Prints figures; never asserts timings.
import { loadavg } from 'node:os';
import {
  createProjectEvaluator,
  type Evaluator,
  type EventInput,
  type Graph,
  graphToBootstrapEvents,
  interpret,
  Project,
  parseExpression,
  parseExpressionCached,
  seededRandom,
} from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { count, msLine, summarize, timeSamples } from './support/samples.js';

const LEVEL_SIZE = 1_000;
/** the share of the graph's nodes in strips of each length (a strip's head dirties the whole strip) */
const STRIP_MIX = [
  { length: 1_000, share: 0.1 },
  { length: 100, share: 0.1 },
  { length: 10, share: 0.8 },
];

interface Strip {
  head: string;
  tail: string;
  length: number;
  /** the value its tail computes after a full evaluation */
  expected: number;
  /** the head reads the previous head through a path expression (its cone is not just the strip) */
  expression: boolean;
}

interface BenchGraph {
  graph: Graph;
  strips: Strip[];
}

const registry = createBuiltInRegistry();

/**
 * `size` nodes in strips (a constant and length − 1 plus nodes in a chain) under /fex, in levels
 * of 1,000 nodes; every 4th 10-node strip head is the expression `{previous head}.$value * 2 + 1`.
 * Built by replaying creation events, so the nodes are as the app makes them.
 */
export function buildGraph(size: number): BenchGraph {
  const events: EventInput[] = [];
  const strips: Strip[] = [];
  let placed = 0;
  let level = '';
  const levelFor = (length: number) => {
    if (level === '' || Math.floor(placed / LEVEL_SIZE) !== Math.floor((placed + length - 1) / LEVEL_SIZE)) {
      level = `node_level${Math.floor(placed / LEVEL_SIZE)}`;
      events.push({ eventType: 'nodeCreated', nodeId: level, definitionName: 'level', parentId: 'fex' });
    }
    return level;
  };
  for (const { length, share } of STRIP_MIX) {
    for (let n = 0; n < Math.round((size * share) / length); n++) {
      const s = strips.length;
      const parentId = levelFor(length);
      const previous = strips[s - 1];
      const expression =
        length === 10 && s % 4 === 3 && previous?.length === 10 && previous.head.startsWith(parentId);
      const head = `${parentId}_s${s}_0`;
      events.push({
        eventType: 'nodeCreated',
        nodeId: head,
        definitionName: 'constant',
        parentId,
        name: `s${s}_0`,
        params: {
          type: { value: 'number' },
          value: expression
            ? { expression: `s${s - 1}_0.$value * 2 + 1`, evalType: 'expression' }
            : { value: s },
        },
      });
      let tail = head;
      let output = 'value';
      for (let i = 1; i < length; i++) {
        const id = `${parentId}_s${s}_${i}`;
        events.push({
          eventType: 'nodeCreated',
          nodeId: id,
          definitionName: 'plus',
          parentId,
          name: `s${s}_${i}`,
        });
        events.push({
          eventType: 'connectionCreated',
          connection: {
            sourceNode: tail,
            sourceOutputIdentifier: output,
            targetNode: id,
            targetInputIdentifier: 'numbers',
            order: 0,
          },
        });
        tail = id;
        output = 'result';
      }
      placed += length;
      strips.push({ head, tail, length, expected: expression ? previous.expected * 2 + 1 : s, expression });
    }
  }
  const project = new Project({ registry, random: seededRandom(1), keepLog: false }).init();
  project.dispatch(events);
  if (project.warnings.length > 0) throw new Error(`bench graph: ${project.warnings[0]}`);
  return { graph: project.state.toGraph(), strips };
}

/** The web app's open: saved graph → bootstrap events → a ready project, with an evaluator bound to it. */
export function openProject(text: string): { project: Project; evaluator: Evaluator; dispose: () => void } {
  const events = graphToBootstrapEvents(JSON.parse(text) as Graph);
  const project = new Project({ registry, random: seededRandom(2), keepLog: false });
  project.init(events.map((e) => project.stamp(e)));
  return { project, ...createProjectEvaluator(project) };
}

export async function evaluateAll(evaluator: Evaluator, strips: readonly Strip[]): Promise<void> {
  for (const strip of strips) {
    const result = await evaluator.evaluate(strip.tail);
    if (!result.ok || result.outputs.result !== strip.expected) {
      throw new Error(`wrong result at ${strip.tail}: ${JSON.stringify(result)}, expected ${strip.expected}`);
    }
  }
}

/** One param edit through Project.dispatch, then the tail of the edited strip pulled: a `length`-node cone. */
async function coneLatency(
  size: number,
  length: number,
  open: ReturnType<typeof openProject>,
  strips: readonly Strip[],
): Promise<void> {
  const literal = strips.filter((s) => s.length === length && !s.expression);
  // a literal strip head that no expression reads: the cone is exactly its strip
  const readable = new Set(strips.filter((s) => s.expression).map((s) => strips[strips.indexOf(s) - 1].head));
  const candidates = literal.filter((s) => !readable.has(s.head));
  const samples = length >= 1_000 ? 100 : 300;
  const times = await timeSamples(20, samples, async (round) => {
    const strip = candidates[round % candidates.length];
    const value = 1_000_000 + round;
    open.project.dispatch([
      { eventType: 'paramValueChanged', nodeId: strip.head, paramName: 'value', value },
    ]);
    const result = await open.evaluator.evaluate(strip.tail);
    if (!result.ok || result.outputs.result !== value)
      throw new Error(`wrong result after edit: ${JSON.stringify(result)}`);
  });
  console.log(
    `  ${count(length).padStart(5)}-node cone, edit + re-evaluation at ${count(size)} nodes: ${msLine(summarize(times))}`,
  );
}

async function graphFigures(size: number): Promise<void> {
  const { graph, strips } = buildGraph(size);
  const text = JSON.stringify(graph);
  console.log(
    `${count(graph.nodes.length)} nodes, ${count(graph.connections.length)} wires (${(text.length / 1e6).toFixed(1)} MB of JSON):`,
  );
  const loadRounds = size > 10_000 ? 5 : 10;
  const parse: number[] = [];
  const bootstrap: number[] = [];
  const toProject: number[] = [];
  const bind: number[] = [];
  let open!: ReturnType<typeof openProject>;
  const totals = await timeSamples(2, loadRounds, (round) => {
    open?.dispose();
    const started = performance.now();
    const saved = JSON.parse(text) as Graph;
    const t0 = performance.now();
    const events = graphToBootstrapEvents(saved);
    const t1 = performance.now();
    const project = new Project({ registry, random: seededRandom(round), keepLog: false });
    project.init(events.map((e) => project.stamp(e)));
    const t2 = performance.now();
    open = { project, ...createProjectEvaluator(project) };
    const t3 = performance.now();
    if (round < 2) return; // warm-up
    parse.push(t0 - started);
    bootstrap.push(t1 - t0);
    toProject.push(t2 - t1);
    bind.push(t3 - t2);
  });
  const toProjectAndBind = toProject.map((t, i) => bootstrap[i] + t + bind[i]);
  console.log(
    `  project load, to-project + bind (saved graph → ready project → bound evaluator): ${msLine(summarize(toProjectAndBind))}`,
  );
  console.log(`    bootstrap events from the graph: ${msLine(summarize(bootstrap))}`);
  console.log(`    Project.init:                    ${msLine(summarize(toProject))}`);
  console.log(`    binding the evaluator:           ${msLine(summarize(bind))}`);
  console.log(`  JSON.parse of the saved graph (before the above): ${msLine(summarize(parse))}`);
  console.log(`  whole open from JSON text: ${msLine(summarize(totals))}`);
  if (open.project.state.nodeCount !== graph.nodes.length)
    throw new Error(`loaded ${open.project.state.nodeCount} nodes, saved ${graph.nodes.length}`);

  const full = await timeSamples(1, size > 10_000 ? 5 : 10, async () => {
    open.dispose();
    open = { project: open.project, ...createProjectEvaluator(open.project) };
    await evaluateAll(open.evaluator, strips);
  });
  const fullSummary = summarize(full);
  console.log(
    `  full evaluation (fresh evaluator, every node): ${msLine(fullSummary)} = ${count(size / (fullSummary.p50 / 1000))} nodes/s`,
  );
  for (const { length } of STRIP_MIX.slice().reverse()) await coneLatency(size, length, open, strips);
  if (size === 10_000) await paramExpressionThroughput(open.evaluator, strips);
  open.dispose();
}

function expressionThroughput(): void {
  const text = '$width * 2 + max($a, 3) - round(../box.$height / 4) + (@SCALE or 1)';
  const params: Record<string, number> = { width: 10, a: 2 };
  const scope = {
    param: (name: string) => params[name],
    nodeParam: () => 40,
    env: () => ({ found: true, value: 2 }),
  };
  const ast = parseExpression(text);
  const n = 1_000_000;
  for (let i = 0; i < 100_000; i++) interpret(parseExpressionCached(text), scope); // warm-up
  let started = performance.now();
  for (let i = 0; i < n; i++) {
    params.width = i;
    interpret(ast, scope);
  }
  let seconds = (performance.now() - started) / 1000;
  console.log(`expression evaluations per second (parsed once): ${count(n / seconds)}`);
  started = performance.now();
  for (let i = 0; i < n; i++) interpret(parseExpressionCached(text), scope);
  seconds = (performance.now() - started) / 1000;
  console.log(`expression evaluations per second (text looked up in the parse cache): ${count(n / seconds)}`);
}

async function paramExpressionThroughput(evaluator: Evaluator, strips: readonly Strip[]): Promise<void> {
  // expression heads read the previous head's param through a path: re-evaluate them all from cold
  const readers = strips.filter((s) => s.expression).map((s) => s.head);
  const times = await timeSamples(3, 20, () => {
    for (const id of readers) evaluator.params.invalidate(id);
    for (const id of readers) evaluator.params.entry(id, 'value');
  });
  const perSecond = times.map((t) => readers.length / (t / 1000));
  console.log(
    `  param expressions evaluated through the engine (path lookup, cache, tracking): p50 ${count(summarize(perSecond).p50)}/s`,
  );
}

export default async function run(): Promise<void> {
  console.log(`machine load average: ${loadavg()[0].toFixed(1)}`);
  await graphFigures(10_000);
  await graphFigures(100_000);
  expressionThroughput();
}
