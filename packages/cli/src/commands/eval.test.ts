import { GraphBuilder } from '@nodeloom/engine/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { captureIo } from './capture-io.testing.js';

/**
 * /fex/math: 2 + 3 → two unit tests, one passing (5) and one failing (6); `edit` changes the
 * graph before it is written out.
 */
function project(edit: (graph: GraphBuilder, math: string) => void = () => {}) {
  const graph = new GraphBuilder({ roots: ['fex'] });
  const math = graph.add('level', 'math');
  const constant = (name: string, value: number) =>
    graph.add('constant', name, { parent: math, params: { type: 'number', value } });
  const [two, three, five, six] = [
    constant('two', 2),
    constant('three', 3),
    constant('five', 5),
    constant('six', 6),
  ];
  const plus = graph.add('plus', 'plus', { parent: math });
  const test = (name: string, testName: string, expected: string) => {
    const id = graph.add('unitTest', name, { parent: math, params: { testName, compareMethod: 'equal' } });
    graph.wire(plus, 'result', id, 'actual');
    graph.wire(expected, 'value', id, 'expected');
    return id;
  };
  graph.wire(two, 'value', plus, 'numbers', 0);
  graph.wire(three, 'value', plus, 'numbers', 1);
  test('adds', 'adds numbers', five);
  test('wrong', 'expects six', six);
  edit(graph, math);
  return { id: 'p1', name: 'demo', graph: graph.toGraph() };
}

describe('nodeloom eval', () => {
  it('prints the outputs of the node at --path as JSON, or one output with --output', async () => {
    const { io, out } = captureIo({ 'p.json': JSON.stringify(project()) });
    expect(await runCli(['eval', 'p.json', '--path', '/fex/math/plus'], io)).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual({ result: 5 });
    const one = captureIo({ 'p.json': JSON.stringify(project()) });
    expect(await runCli(['eval', 'p.json', '--path', '/fex/math/plus', '--output', 'result'], one.io)).toBe(
      0,
    );
    expect(one.out).toEqual(['5']);
  });

  it('bad input is a clear message and exit 2', async () => {
    const files = {
      'p.json': JSON.stringify(project()),
      'bad.json': '{"graph": {"nodes": [{"id": 1}]}}',
      'broken.json': '{',
    };
    const cases: Array<[string[], string]> = [
      [['eval', 'p.json'], 'eval needs --path'],
      [['eval', 'p.json', '--path', '/fex/nothing'], 'No node at path /fex/nothing'],
      [
        ['eval', 'p.json', '--path', '/fex/math/plus', '--output', 'nope'],
        'Node /fex/math/plus has no output nope (outputs: result)',
      ],
      [['eval', 'missing.json', '--path', '/fex'], 'Cannot read missing.json'],
      [['eval', 'broken.json', '--path', '/fex'], 'broken.json: invalid JSON'],
      [['eval', 'bad.json', '--path', '/fex'], 'bad.json: not a project at graph.nodes.0.id'],
      [['eval', 'p.json', '--path', '/fex', '--color', 'red'], 'Unknown option: --color'],
    ];
    for (const [argv, message] of cases) {
      const { io, err } = captureIo(files);
      expect(await runCli(argv, io), argv.join(' ')).toBe(2);
      expect(err.join('\n')).toContain(message);
    }
  });

  it('a node that fails to evaluate prints the engine message and exits 1', async () => {
    const p = project((graph, math) => graph.add('levelOutput', 'out', { parent: math }));
    const { io, err } = captureIo({ 'p.json': JSON.stringify(p) });
    expect(await runCli(['eval', 'p.json', '--path', '/fex/math/out'], io)).toBe(1);
    expect(err).toEqual(['Failed to parse node out levelOutput: Cannot be parsed levelOutput node directly']);
  });
});

describe('nodeloom test', () => {
  it("prints one line per unitTest node and 'N passed, N failed'; exit 1 on any failure", async () => {
    const { io, out } = captureIo({ 'p.json': JSON.stringify(project()) });
    expect(await runCli(['test', 'p.json'], io)).toBe(1);
    expect(out).toEqual([
      'PASS /fex/math/adds (adds numbers)',
      'FAIL /fex/math/wrong (expects six) equal: actual 5, expected 6',
      '1 passed, 1 failed',
    ]);
  });

  it('exits 0 when every test passes', async () => {
    const p = project((graph, math) => graph.remove(graph.state.childByName(math, 'wrong')!));
    const { io, out } = captureIo({ 'p.json': JSON.stringify(p) });
    expect(await runCli(['test', 'p.json'], io)).toBe(0);
    expect(out.at(-1)).toBe('1 passed, 0 failed');
  });

  it('takes exactly one project file', async () => {
    const { io, err } = captureIo({});
    expect(await runCli(['test'], io)).toBe(2);
    expect(err.join('\n')).toContain('test takes one project file');
  });
});
