import { describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import type { CommandIo } from '../command.js';

function captureIo(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    readFile: async (path) => {
      if (!(path in files)) throw new Error('ENOENT: no such file');
      return files[path];
    },
  };
  return { io, out, err };
}

let nextId = 0;
function node(
  definitionName: string,
  name: string,
  parentId: string | undefined,
  params: Record<string, unknown> = {},
) {
  return {
    id: parentId === undefined ? name : `node_${name}_${nextId++}`,
    definitionName,
    name,
    ...(parentId ? { parentId } : {}),
    position: { x: 0, y: 0 },
    size: { width: 160, height: 50 },
    color: '#808080',
    comment: '',
    params: Object.fromEntries(
      Object.entries(params).map(([k, value]) => [
        k,
        { name: k, value, expression: '', evalType: 'literal' },
      ]),
    ),
    customParams: {},
    flags: {},
  };
}
const wire = (
  sourceNode: string,
  sourceOutputIdentifier: string,
  targetNode: string,
  targetInputIdentifier: string,
  order = 0,
) => ({
  sourceNode,
  sourceOutputIdentifier,
  targetNode,
  targetInputIdentifier,
  order,
});

/** /fex/math: 2 + 3 → two unit tests, one passing (5) and one failing (6). */
function project() {
  const fex = node('functionContext', 'fex', undefined);
  const math = node('level', 'math', 'fex');
  const two = node('constant', 'two', math.id, { type: 'number', value: 2 });
  const three = node('constant', 'three', math.id, { type: 'number', value: 3 });
  const five = node('constant', 'five', math.id, { type: 'number', value: 5 });
  const six = node('constant', 'six', math.id, { type: 'number', value: 6 });
  const plus = node('plus', 'plus', math.id);
  const good = node('unitTest', 'adds', math.id, { testName: 'adds numbers', compareMethod: 'equal' });
  const bad = node('unitTest', 'wrong', math.id, { testName: 'expects six', compareMethod: 'equal' });
  return {
    id: 'p1',
    name: 'demo',
    graph: {
      nodes: [fex, math, two, three, five, six, plus, good, bad],
      connections: [
        wire(two.id, 'value', plus.id, 'numbers', 0),
        wire(three.id, 'value', plus.id, 'numbers', 1),
        wire(plus.id, 'result', good.id, 'actual'),
        wire(five.id, 'value', good.id, 'expected'),
        wire(plus.id, 'result', bad.id, 'actual'),
        wire(six.id, 'value', bad.id, 'expected'),
      ],
    },
  };
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
    const p = project();
    p.graph.nodes.push(node('levelOutput', 'out', p.graph.nodes[1].id));
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
    const p = project();
    p.graph.nodes = p.graph.nodes.filter((n) => n.name !== 'wrong');
    p.graph.connections = p.graph.connections.filter((c) => !c.targetNode.startsWith('node_wrong'));
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
