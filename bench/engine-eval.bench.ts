// Engine evaluation: a full evaluation of a 10,000-node graph; the latency of re-evaluating after one
// param edit whose dirty cone is 10 nodes, at 10,000 and 100,000 nodes (the cost should follow the
// cone, not the graph); expression evaluations per second. Prints figures; never asserts timings.
import {
  Evaluator,
  type GraphState,
  interpret,
  parseExpression,
  parseExpressionCached,
} from '@nodeloom/engine';
import { definedParam, GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';

const STRIP = 10; // a constant and nine plus nodes: editing the constant dirties exactly these ten
const LEVEL_SIZE = 1_000;

/** `size` nodes in strips of ten, spread over levels of 1,000 under /fex; every 4th strip head is an expression. */
function buildGraph(size: number): { state: GraphState; heads: string[]; tails: string[] } {
  const graph = new GraphBuilder({ roots: ['fex'] });
  const heads: string[] = [];
  const tails: string[] = [];
  const strips = Math.floor(size / STRIP);
  for (let s = 0; s < strips; s++) {
    const level = `node_level${Math.floor((s * STRIP) / LEVEL_SIZE)}`;
    if (!graph.state.hasNode(level)) graph.add('level', level.slice(5), { id: level });
    const value = s % 4 === 3 ? { expression: `s${s - 1}_0.$value * 2 + 1` } : s;
    const head = graph.add('constant', `s${s}_0`, {
      id: `node_s${s}_0`,
      parent: level,
      params: { type: 'number', value },
    });
    let previous = head;
    let output = 'value';
    for (let i = 1; i < STRIP; i++) {
      const id = graph.add('plus', `s${s}_${i}`, { id: `node_s${s}_${i}`, parent: level });
      graph.wire(previous, output, id, 'numbers');
      previous = id;
      output = 'result';
    }
    heads.push(head);
    tails.push(previous);
  }
  graph.take(); // the evaluator starts from this graph: no edits to hear of
  return { state: graph.state, heads, tails };
}

function ms(n: number): string {
  return `${n.toFixed(3)} ms`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function fullEvaluation(
  size: number,
): Promise<{ evaluator: Evaluator; graph: ReturnType<typeof buildGraph> }> {
  const graph = buildGraph(size);
  const evaluator = new Evaluator({ graph: graph.state, registry: createBuiltInRegistry() });
  const started = performance.now();
  for (const tail of graph.tails) {
    const result = await evaluator.evaluate(tail);
    if (!result.ok) throw new Error(result.error);
  }
  const elapsed = performance.now() - started;
  console.log(
    `full evaluation, ${size.toLocaleString('en')} nodes: ${ms(elapsed)} (${Math.round(size / (elapsed / 1000)).toLocaleString('en')} nodes/s)`,
  );
  return { evaluator, graph };
}

/** Edits one strip head (not an expression one) and pulls its tail: a 10-node dirty cone. */
async function editLatency(
  size: number,
  evaluator: Evaluator,
  graph: ReturnType<typeof buildGraph>,
): Promise<void> {
  const rounds = 300;
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const strip = (r * 4 + 1) % graph.heads.length; // heads ≡ 1 mod 4 are literal and nobody reads them
    const before = graph.state.getNode(graph.heads[strip])!;
    const after = { ...before, params: { ...before.params, value: definedParam('value', r) } };
    const started = performance.now();
    graph.state.setNode(after);
    evaluator.applyChanges([{ type: 'nodeUpdated', before, after }]);
    const result = await evaluator.evaluate(graph.tails[strip]);
    times.push(performance.now() - started);
    if (!result.ok || result.outputs.result !== r)
      throw new Error(`wrong result after edit: ${JSON.stringify(result)}`);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `re-evaluation after one param edit (10-node cone), ${size.toLocaleString('en')} nodes: median ${ms(median(times))}, mean ${ms(mean)} over ${rounds} edits`,
  );
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
  let started = performance.now();
  for (let i = 0; i < n; i++) {
    params.width = i;
    interpret(ast, scope);
  }
  let seconds = (performance.now() - started) / 1000;
  console.log(
    `expression evaluations per second (parsed once): ${Math.round(n / seconds).toLocaleString('en')}`,
  );
  started = performance.now();
  for (let i = 0; i < n; i++) interpret(parseExpressionCached(text), scope);
  seconds = (performance.now() - started) / 1000;
  console.log(
    `expression evaluations per second (text looked up in the parse cache): ${Math.round(n / seconds).toLocaleString('en')}`,
  );
}

async function paramExpressionThroughput(
  evaluator: Evaluator,
  graph: ReturnType<typeof buildGraph>,
): Promise<void> {
  // every 4th head reads the previous head's param through a path: re-evaluate them all from cold
  const readers = graph.heads.filter((_, i) => i % 4 === 3);
  const started = performance.now();
  let count = 0;
  for (let round = 0; round < 20; round++) {
    for (const id of readers) evaluator.params.invalidate(id);
    for (const id of readers) {
      evaluator.params.entry(id, 'value');
      count++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `param expressions evaluated through the engine (path lookup, cache, tracking): ${Math.round(count / seconds).toLocaleString('en')}/s`,
  );
}

export default async function run(): Promise<void> {
  const small = await fullEvaluation(10_000);
  await editLatency(10_000, small.evaluator, small.graph);
  const large = await fullEvaluation(100_000);
  await editLatency(100_000, large.evaluator, large.graph);
  expressionThroughput();
  await paramExpressionThroughput(small.evaluator, small.graph);
}
