import { describe, expect, it } from 'vitest';
import { harness } from './testing/harness.js';

function levelWithDouble(h: ReturnType<typeof harness>) {
  const level = h.graph.add('level', 'lvl');
  const input = h.graph.add('levelInput', 'x', { parent: level, params: { name: 'x' } });
  const plus = h.graph.add('add', 'inner', { parent: level });
  const output = h.graph.add('levelOutput', 'result', { parent: level, params: { name: 'result' } });
  h.graph.wire(input, 'output', plus, 'a');
  h.graph.wire(input, 'output', plus, 'b');
  h.graph.wire(plus, 'sum', output, 'input');
  return { level, input, plus, output };
}

describe('levels', () => {
  it('a level computes its levelOutputs from its levelInputs (sockets are the socket nodes ids)', async () => {
    const h = harness();
    const { level, input, output } = levelWithDouble(h);
    const a = h.graph.add('num', 'a', { params: { value: 21 } });
    h.graph.wire(a, 'value', level, input);
    expect(await h.value(level)).toEqual({ [output]: 42 });
    h.graph.setParam(a, 'value', 1);
    h.sync();
    expect(h.evaluator.status(level)).toBe('Dirty');
    expect(await h.value(level, output)).toBe(2);
  });

  it('an edit inside the level makes the level Dirty through its level output', async () => {
    const h = harness();
    const { level, plus, output } = levelWithDouble(h);
    const after = h.graph.add('add', 'after');
    h.graph.wire(level, output, after, 'a');
    await h.value(after);
    h.graph.setParam(plus, 'offset', 5);
    h.sync();
    expect(h.evaluator.status(level)).toBe('Dirty');
    expect(h.evaluator.status(after)).toBe('Dirty');
    expect(await h.value(after, 'sum')).toBe(5);
  });

  it('lists sockets by orderHint, ties broken by unique name', () => {
    const h = harness();
    const level = h.graph.add('level', 'lvl');
    h.graph.add('levelInput', 'b', { parent: level, params: { orderHint: 1 } });
    h.graph.add('levelInput', 'c', { parent: level, params: { orderHint: 0 } });
    h.graph.add('levelInput', 'a', { parent: level, params: { orderHint: 1 } });
    h.sync();
    expect(h.evaluator.levelInterface(level).inputs.map((s) => s.name)).toEqual(['c', 'a', 'b']);
  });

  it("a required level input: 'Required input not connected' on the level, 'Missing required input value' inside", async () => {
    const h = harness();
    const { level, input } = levelWithDouble(h);
    h.graph.setParam(input, 'required', true);
    expect(await h.value(level)).toEqual({ error: `Failed to parse due to error on node ${input}` });
    expect(h.evaluator.messages(input)).toEqual([
      'Failed to parse node x levelInput: Missing required input value: x',
    ]);
    const other = harness();
    const l2 = levelWithDouble(other);
    other.graph.setParam(l2.input, 'required', true);
    other.graph.remove(l2.plus);
    expect(await other.value(l2.level)).toEqual({
      error: 'Failed to parse node lvl level: Required input not connected: x',
    });
  });

  it('a required level output that is not connected stops the level', async () => {
    const h = harness();
    const level = h.graph.add('level', 'lvl');
    h.graph.add('levelOutput', 'out', { parent: level, params: { required: true } });
    expect(await h.value(level)).toEqual({
      error: 'Failed to parse node lvl level: Required output not connected: out',
    });
  });

  it('a multi-input level input takes an array and honours min and max instances', async () => {
    const h = harness();
    const level = h.graph.add('level', 'lvl');
    const input = h.graph.add('levelInput', 'xs', {
      parent: level,
      params: { isMultiInput: true, minInstances: 1, maxInstances: 2 },
    });
    const output = h.graph.add('levelOutput', 'out', { parent: level });
    h.graph.wire(input, 'output', output, 'input');
    expect(await h.value(level)).toEqual({
      error: 'Failed to parse node lvl level: Not enough nodes connected: xs, minimally required: 1',
    });
    const a = h.graph.add('num', 'a', { params: { value: 1 } });
    const b = h.graph.add('num', 'b', { params: { value: 2 } });
    h.graph.wire(a, 'value', level, input, 0);
    h.graph.wire(b, 'value', level, input, 1);
    expect(await h.value(level, output)).toEqual([1, 2]);
    h.graph.wire(b, 'value', level, input, 2);
    expect(await h.value(level)).toEqual({
      error: 'Failed to parse node lvl level: Too many nodes connected: xs, maximally allowed: 2',
    });
  });
});

describe('environment (setEnv / getEnv / @NAME)', () => {
  it('passes values down level by level, a local setEnv overriding the parent one', async () => {
    const h = harness();
    h.graph.add('setEnv', 'env', { params: { envs: { API: 'outer', ONLY_OUTER: 1 } } });
    const level = h.graph.add('level', 'lvl');
    const inner = h.graph.add('setEnv', 'env', { parent: level, params: { envs: { API: 'inner' } } });
    const get = h.graph.add('getEnv', 'get', { parent: level, params: { key: 'API' } });
    const parentOnly = h.graph.add('getEnv', 'get2', {
      parent: level,
      params: { key: 'API', disableLocalOverride: true },
    });
    const expr = h.graph.add('text', 't', {
      parent: level,
      params: { text: { expression: '@API + @ONLY_OUTER' } },
    });
    const strict = h.graph.add('text', 's', { parent: level, params: { text: { expression: '@@NOPE' } } });
    expect(await h.value(get, 'value')).toBe('inner');
    expect(await h.value(parentOnly, 'value')).toBe('outer');
    expect(await h.value(expr, 'value')).toBe('inner1');
    expect(await h.value(strict, 'value')).toBe('');
    expect(h.evaluator.params.entry(strict, 'text')?.error).toBe('Environment value not set: @@NOPE');
    h.graph.setParam(inner, 'envs', { API: 'changed' });
    h.sync();
    expect(h.evaluator.status(get)).toBe('Dirty');
    expect(h.evaluator.status(expr)).toBe('Dirty');
    expect(await h.value(get, 'value')).toBe('changed');
    expect(await h.value(expr, 'value')).toBe('changed1');
  });

  it('a new setEnv makes every getEnv Dirty', async () => {
    const h = harness();
    const get = h.graph.add('getEnv', 'get', { params: { key: 'X', fallbackValue: 'fallback' } });
    expect(await h.value(get, 'value')).toBe('fallback');
    h.graph.add('setEnv', 'env', { params: { envs: { X: 'set' } } });
    h.sync();
    expect(h.evaluator.status(get)).toBe('Dirty');
    expect(await h.value(get, 'value')).toBe('set');
  });
});

describe('reference nodes', () => {
  it('read an output of the node at their path and follow it', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 5 } });
    const ref = h.graph.add('reference', 'ref', { params: { path: 'a', outputIdentifier: 'value' } });
    const plus = h.graph.add('add', 'plus');
    h.graph.wire(ref, 'output', plus, 'a');
    expect(await h.value(plus, 'sum')).toBe(5);
    h.graph.setParam(a, 'value', 6);
    h.sync();
    expect(h.evaluator.status(ref)).toBe('Dirty');
    expect(await h.value(plus, 'sum')).toBe(6);
    h.graph.rename(a, 'b');
    expect(await h.value(ref)).toEqual({
      error: 'Failed to parse node ref reference: Referenced node not found: a',
    });
  });
});
