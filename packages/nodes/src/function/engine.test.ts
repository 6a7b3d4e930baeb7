import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

/** Adds nodes [name, definition, params] under fex and wires 'from.output' → 'to.input'; returns the ids. */
function wired(nodes: Array<[string, string, Record<string, unknown>?]>, wires: Array<[string, string]>) {
  const graph = new WiredGraph();
  const ids = Object.fromEntries(
    nodes.map(([name, definition, params]) => [name, graph.add(definition, name, { params })]),
  );
  for (const [from, to] of wires) {
    const [source, output] = from.split('.');
    const [target, input] = to.split('.');
    graph.wire(ids[source], output, ids[target], input);
  }
  return { graph, ids };
}

describe('function-builder nodes wired in the engine', () => {
  it('build and print a function through exec-flow and exec-data wires', async () => {
    const { graph, ids } = wired(
      [
        ['start', 'fexFunctionStart', { name: 'double', parameters: 'x' }],
        ['x', 'fexIdentifier', { name: 'x' }],
        ['two', 'fexLiteral', { type: 'number', value: 2 }],
        ['times', 'fexBinaryExpression', { operator: '*' }],
        ['return', 'fexFunctionReturn'],
        ['end', 'fexFunctionEnd'],
        ['print', 'fexAstToJs'],
      ],
      [
        ['x.identifier', 'times.left'],
        ['two.literal', 'times.right'],
        ['start.flow', 'return.flow'],
        ['times.expression', 'return.value'],
        ['return.flow', 'end.flow'],
        ['end.flow', 'print.ast'],
      ],
    );
    expect(await graph.evaluate(ids.print)).toEqual({ code: 'function double(x) {\n  return x * 2;\n}\n' });
  });

  it('report a block mismatch on the end node', async () => {
    const { graph, ids } = wired(
      [
        ['loop', 'fexForLoopStart'],
        ['branch', 'fexIfElseStart'],
        ['yes', 'fexLiteral', { type: 'boolean', value: true }],
        ['end', 'fexForLoopEnd'],
      ],
      [
        ['loop.flow', 'branch.flow'],
        ['yes.literal', 'branch.condition'],
        ['branch.thenFlow', 'end.flow'],
      ],
    );
    const outcome = await graph.evaluate(ids.end);
    expect('error' in outcome && outcome.error).toContain('Expected forLoop block from stack');
  });
});
