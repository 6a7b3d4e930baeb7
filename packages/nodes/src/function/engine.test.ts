import { Evaluator, loadProjectGraph } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../index.js';

/** A function-context project from nodes [name, definition, params] and wires [from.output, to.input]. */
function project(
  nodes: Array<[string, string, Record<string, unknown>?]>,
  wires: Array<[string, string, number?]>,
) {
  const node = (
    id: string,
    definitionName: string,
    parentId?: string,
    params: Record<string, unknown> = {},
  ) => ({
    id,
    definitionName,
    name: id.replace(/^node_/, ''),
    ...(parentId ? { parentId } : {}),
    position: { x: 0, y: 0 },
    size: { width: 160, height: 50 },
    color: '#808080',
    comment: '',
    params: Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        { name, value, expression: '', evalType: 'literal' },
      ]),
    ),
    customParams: {},
    flags: {},
  });
  const graph = {
    nodes: [
      node('fex', 'functionContext'),
      ...nodes.map(([name, definition, params]) => node(`node_${name}`, definition, 'fex', params)),
    ],
    connections: wires.map(([from, to, order = 0]) => {
      const [source, output] = from.split('.');
      const [target, input] = to.split('.');
      return {
        sourceNode: `node_${source}`,
        sourceOutputIdentifier: output,
        targetNode: `node_${target}`,
        targetInputIdentifier: input,
        order,
      };
    }),
  };
  const state = loadProjectGraph(JSON.stringify({ graph }));
  return new Evaluator({ graph: state, registry: createBuiltInRegistry() });
}

describe('function-builder nodes wired in the engine', () => {
  it('build and print a function through exec-flow and exec-data wires', async () => {
    const evaluator = project(
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
    const result = await evaluator.evaluate('node_print');
    expect(result).toEqual({ ok: true, outputs: { code: 'function double(x) {\n  return x * 2;\n}\n' } });
  });

  it('report a block mismatch on the end node', async () => {
    const evaluator = project(
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
    const result = await evaluator.evaluate('node_end');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('Expected forLoop block from stack');
  });
});
