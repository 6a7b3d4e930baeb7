import { describe, expect, it } from 'vitest';
import { harness } from './testing/harness.js';

type H = ReturnType<typeof harness>;

/** loopInput → loopStart → add(item + offset) → loopEnd */
function simpleLoop(h: H, params: Record<string, unknown>, input: unknown, offset = 0) {
  const source = h.graph.add('constant', 'src');
  const start = h.graph.add('loopStart', 'start', { params });
  const body = h.graph.add('add', 'body', { params: { offset } });
  const end = h.graph.add('loopEnd', 'end');
  if (input !== undefined) {
    h.graph.remove(source);
    const value = h.graph.add('text', 'input', { params: { text: input } });
    h.graph.wire(value, 'value', start, 'loopInput');
  }
  h.graph.wire(start, 'item', body, 'a');
  h.graph.wire(body, 'sum', end, 'input');
  return { start, body, end };
}

describe('loops', () => {
  it('inputArray + merge runs once per element and collects every result', async () => {
    const h = harness();
    const arr = h.graph.add('num', 'arr');
    h.graph.setParam(arr, 'value', 0);
    const start = h.graph.add('loopStart', 'start', {
      params: { loopMethod: 'inputArray', iterationResult: 'merge' },
    });
    const list = h.graph.add('reference', 'list', {
      params: { path: 'holder', outputIdentifier: 'value' },
    });
    const holder = h.graph.add('getEnv', 'holder', { params: { key: 'LIST', fallbackValue: [1, 2, 3] } });
    const body = h.graph.add('add', 'body', { params: { offset: 10 } });
    const end = h.graph.add('loopEnd', 'end');
    h.graph.wire(list, 'output', start, 'loopInput');
    h.graph.wire(start, 'item', body, 'a');
    h.graph.wire(start, 'index', body, 'b');
    h.graph.wire(body, 'sum', end, 'input');
    expect(await h.value(end, 'output')).toEqual([11, 13, 15]);
    expect(holder).toBeTruthy();
    // a clean loop end leaves the nodes of its loop Clean, with the last iteration's values
    expect(h.evaluator.status(body)).toBe('Clean');
    expect(h.evaluator.outputs(body)).toEqual({ sum: 15 });
    expect(await h.value(body, 'sum')).toBe(15);
  });

  it('number + feedback feeds each result into the next iteration, starting from the loop input', async () => {
    const h = harness();
    const seed = h.graph.add('num', 'seed', { params: { value: 1 } });
    const start = h.graph.add('loopStart', 'start', {
      params: { loopMethod: 'number', iterationResult: 'feedback', count: 4 },
    });
    const body = h.graph.add('add', 'body');
    const end = h.graph.add('loopEnd', 'end');
    h.graph.wire(seed, 'value', start, 'loopInput');
    h.graph.wire(start, 'item', body, 'a');
    h.graph.wire(start, 'item', body, 'b');
    h.graph.wire(body, 'sum', end, 'input');
    expect(await h.value(end, 'output')).toBe(16);
    h.graph.setParam(start, 'count', 2);
    h.sync();
    expect(h.evaluator.status(end)).toBe('Dirty');
    expect(await h.value(end, 'output')).toBe(4);
  });

  it('nested loops run the inner loop in every outer iteration', async () => {
    const h = harness();
    const outer = h.graph.add('loopStart', 'outer', {
      params: { loopMethod: 'number', iterationResult: 'merge', count: 2 },
    });
    const inner = h.graph.add('loopStart', 'inner', {
      params: { loopMethod: 'number', iterationResult: 'merge', count: 3 },
    });
    const body = h.graph.add('add', 'body');
    const innerEnd = h.graph.add('loopEnd', 'innerEnd');
    const outerEnd = h.graph.add('loopEnd', 'outerEnd');
    h.graph.wire(outer, 'index', body, 'a');
    h.graph.wire(outer, 'index', inner, 'loopInput');
    h.graph.wire(inner, 'index', body, 'b');
    h.graph.wire(body, 'sum', innerEnd, 'input');
    h.graph.wire(innerEnd, 'output', outerEnd, 'input');
    expect(await h.value(outerEnd, 'output')).toEqual([
      [0, 1, 2],
      [1, 2, 3],
    ]);
  });

  it('every loop message: count, loopInput, loopMethod, iterationResult, loopStack, block start', async () => {
    const cases: Array<[Record<string, unknown>, string | undefined, string]> = [
      [
        { loopMethod: 'number', iterationResult: 'merge', count: { expression: '"x" + 1' } },
        undefined,
        'count is not a number.',
      ],
      [{ loopMethod: 'inputArray', iterationResult: 'merge' }, 'not an array', 'loopInput is not an array.'],
      [{ loopMethod: 'sideways', iterationResult: 'merge' }, undefined, 'Invalid loopMethod'],
      [{ loopMethod: 'number', iterationResult: 'sum', count: 1 }, undefined, 'Invalid iterationResult'],
    ];
    for (const [params, input, message] of cases) {
      const h = harness();
      const { end } = simpleLoop(h, params, input);
      expect(await h.value(end), message).toEqual({ error: `Failed to parse node end loopEnd: ${message}` });
    }
    const h = harness();
    const start = h.graph.add('loopStart', 'lonely');
    expect(await h.value(start)).toEqual({
      error: 'Failed to parse node lonely loopStart: loopStack is empty.',
    });
    const end = h.graph.add('loopEnd', 'orphan');
    const n = h.graph.add('num', 'n');
    h.graph.wire(n, 'value', end, 'input');
    expect(await h.value(end)).toEqual({
      error: 'Failed to parse node orphan loopEnd: No block start loopStart matching block end orphan',
    });
  });

  it("a node in two unrelated loops: 'Node used by multiple loops'", async () => {
    const h = harness();
    const s1 = h.graph.add('loopStart', 's1', { params: { loopMethod: 'number', count: 1 } });
    const s2 = h.graph.add('loopStart', 's2', { params: { loopMethod: 'number', count: 1 } });
    const shared = h.graph.add('add', 'shared');
    const e1 = h.graph.add('loopEnd', 'e1');
    const e2 = h.graph.add('loopEnd', 'e2');
    h.graph.wire(s1, 'item', shared, 'a');
    h.graph.wire(s2, 'item', shared, 'b');
    h.graph.wire(shared, 'sum', e1, 'input');
    h.graph.wire(shared, 'sum', e2, 'input');
    h.sync();
    expect(await h.value(e1)).toEqual({
      error: 'Failed to parse node e1 loopEnd: Node used by multiple loops',
    });
  });
});

describe('task blocks', () => {
  it('a taskEnd needs a matching taskStart upstream', async () => {
    const h = harness();
    const n = h.graph.add('num', 'n', { parent: 'tex', params: { value: 3 } });
    const start = h.graph.add('taskStart', 'start', { parent: 'tex' });
    const end = h.graph.add('taskEnd', 'end', { parent: 'tex' });
    const wire = h.graph.wire(n, 'value', end, 'input');
    expect(await h.value(end)).toEqual({
      error: 'Failed to parse node end taskEnd: No block start taskStart matching block end end',
    });
    h.graph.unwire(wire);
    h.graph.wire(n, 'value', start, 'input');
    h.graph.wire(start, 'output', end, 'input');
    expect(await h.value(end, 'output')).toBe(3);
  });
});
