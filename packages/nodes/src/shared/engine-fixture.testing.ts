import { WiredGraph } from '../utility-data/wired-graph.testing.js';

/** The constant node type that outputs a value. */
function constantType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && value !== null) return 'object';
  return typeof value;
}

let counter = 0;

/** Adds a constant node giving `value` and wires it into `target`'s input. */
export function wireConstant(
  graph: WiredGraph,
  value: unknown,
  target: string,
  input: string,
  order = 0,
): void {
  const type = constantType(value);
  const stored = type === 'array' || type === 'object' ? JSON.stringify(value) : value;
  const source = graph.add('constant', `value${counter++}`, { params: { type, value: stored } });
  graph.wire(source, 'value', target, input, order);
}

export interface EngineCase {
  node: string;
  params?: Record<string, unknown>;
  /** wired values; an array under `multi` names a multi-input whose items are wired one by one */
  inputs?: Record<string, unknown>;
  multi?: Record<string, unknown[]>;
  outputs: Record<string, unknown>;
}

/** Evaluates one node of a case through the engine, its inputs wired from constant nodes. */
export async function evaluateCase(c: EngineCase): Promise<Record<string, unknown> | { error: string }> {
  const graph = new WiredGraph();
  const id = graph.add(c.node, 'subject', { params: c.params ?? {} });
  for (const [input, value] of Object.entries(c.inputs ?? {})) wireConstant(graph, value, id, input);
  for (const [input, values] of Object.entries(c.multi ?? {}))
    values.forEach((value, order) => {
      wireConstant(graph, value, id, input, order);
    });
  return graph.evaluate(id);
}
