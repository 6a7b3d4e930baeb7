import { describe, expect, it } from 'vitest';
import type { EvalGraph } from './graph-view.js';
import { harness } from './testing/harness.js';

describe('evaluation: pull, cache and status', () => {
  it('computes upstream first and caches: a second pull runs no rule', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 2 } });
    const b = h.graph.add('num', 'b', { params: { value: 3 } });
    const plus = h.graph.add('add', 'plus');
    h.graph.wire(a, 'value', plus, 'a');
    h.graph.wire(b, 'value', plus, 'b');
    expect(h.evaluator.status(plus)).toBe('Untouched');
    expect(await h.value(plus, 'sum')).toBe(5);
    expect(h.evaluator.status(plus)).toBe('Clean');
    expect(h.evaluator.status(a)).toBe('Clean');
    await h.value(plus);
    expect(h.runs.get(plus)).toBe(1);
  });

  it('an edit makes the node and everything downstream Dirty, and only that is recomputed', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 1 } });
    const b = h.graph.add('num', 'b', { params: { value: 1 } });
    const p1 = h.graph.add('add', 'p1');
    const p2 = h.graph.add('add', 'p2');
    h.graph.wire(a, 'value', p1, 'a');
    h.graph.wire(p1, 'sum', p2, 'a');
    h.graph.wire(b, 'value', p2, 'b');
    expect(await h.value(p2, 'sum')).toBe(2);
    h.graph.setParam(a, 'value', 10);
    h.sync();
    expect([h.evaluator.status(a), h.evaluator.status(p1), h.evaluator.status(p2)]).toEqual([
      'Dirty',
      'Dirty',
      'Dirty',
    ]);
    expect(h.evaluator.status(b)).toBe('Clean');
    expect(await h.value(p2, 'sum')).toBe(11);
    expect(h.runs.get(b)).toBe(1);
    expect(h.runs.get(a)).toBe(2);
  });

  it('a position change leaves the node Clean', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 1 } });
    await h.value(a);
    const before = h.graph.state.getNode(a)!;
    h.evaluator.applyChanges([
      { type: 'nodeUpdated', before, after: { ...before, position: { x: 5, y: 5 } } },
    ]);
    expect(h.evaluator.status(a)).toBe('Clean');
  });

  it('connecting, disconnecting and deleting make the target Dirty', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 4 } });
    const plus = h.graph.add('add', 'plus');
    const wire = h.graph.wire(a, 'value', plus, 'a');
    expect(await h.value(plus, 'sum')).toBe(4);
    h.graph.unwire(wire);
    h.sync();
    expect(h.evaluator.status(plus)).toBe('Dirty');
    expect(await h.value(plus, 'sum')).toBe(0);
    h.graph.wire(a, 'value', plus, 'b');
    expect(await h.value(plus, 'sum')).toBe(4);
    h.graph.remove(a);
    h.sync();
    expect(h.evaluator.status(plus)).toBe('Dirty');
    expect(h.evaluator.status(a)).toBe('Untouched');
    expect(await h.value(plus, 'sum')).toBe(0);
  });

  it('runs async rules and serves requests one at a time (parse queue concurrency 1)', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 4 } });
    const d = h.graph.add('asyncDouble', 'd');
    h.graph.wire(a, 'value', d, 'a');
    h.sync();
    const [first, second] = await Promise.all([h.evaluator.evaluate(d), h.evaluator.evaluate(d)]);
    expect(first).toEqual({ ok: true, outputs: { value: 8 } });
    expect(second).toEqual(first);
    expect(h.runs.get(d)).toBe(1);
  });

  it('multi-inputs arrive as an array in connection order', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 1 } });
    const b = h.graph.add('num', 'b', { params: { value: 2 } });
    const s = h.graph.add('sum', 's');
    h.graph.wire(b, 'value', s, 'values', 1);
    h.graph.wire(a, 'value', s, 'values', 0);
    expect(await h.value(s, 'sum')).toBe(3);
  });

  it('the bypass flag passes the first input through', async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: 7 } });
    const plus = h.graph.add('add', 'plus', { params: { offset: 100 } });
    h.graph.wire(a, 'value', plus, 'a');
    h.graph.setFlag(plus, 'bypass', true);
    expect(await h.value(plus, 'sum')).toBe(7);
    h.graph.setFlag(plus, 'bypass', false);
    expect(await h.value(plus, 'sum')).toBe(107);
  });

  it('shows rule warnings on the node', async () => {
    const h = harness();
    const w = h.graph.add('warns', 'w');
    await h.value(w);
    expect(h.evaluator.messages(w)).toEqual(['careful']);
  });
});

describe('evaluation errors (spec 2 §5 Graph, §8)', () => {
  it("'Required input not connected: {input}'", async () => {
    const h = harness();
    const n = h.graph.add('needsInput', 'n');
    expect(await h.value(n)).toEqual({
      error: 'Failed to parse node n needsInput: Required input not connected: in',
    });
    expect(h.evaluator.messages(n)[0]).toContain('Required input not connected: in');
    expect(h.evaluator.status(n)).toBe('Dirty');
  });

  it("'Not enough nodes connected' and 'Too many nodes connected'", async () => {
    const h = harness();
    const s = h.graph.add('sum', 's');
    expect(await h.value(s)).toEqual({
      error: 'Failed to parse node s sum: Not enough nodes connected: values, minimally required: 1',
    });
    const a = h.graph.add('num', 'a');
    for (let i = 0; i < 4; i++) h.graph.wire(a, 'value', s, 'values', i);
    expect(await h.value(s)).toEqual({
      error: 'Failed to parse node s sum: Too many nodes connected: values, maximally allowed: 3',
    });
  });

  it("'Required parameter not set: {name}'", async () => {
    const h = harness();
    const n = h.graph.add('needsParam', 'n');
    expect(await h.value(n)).toEqual({
      error: 'Failed to parse node n needsParam: Required parameter not set: label',
    });
    h.graph.setParam(n, 'label', 'hi');
    expect(await h.value(n, 'value')).toBe('hi');
  });

  it("'Failed to parse node {name} {definition}: {reason}' on the node, 'Failed to parse due to error on node {id}' upstream", async () => {
    const h = harness();
    const f = h.graph.add('fail', 'f');
    const plus = h.graph.add('add', 'plus');
    h.graph.wire(f, 'value', plus, 'a');
    expect(await h.value(plus)).toEqual({ error: `Failed to parse due to error on node ${f}` });
    expect(h.evaluator.messages(f)).toEqual(['Failed to parse node f fail: boom']);
    expect(h.evaluator.status(f)).toBe('Dirty');
  });

  it("marks every node of a cycle 'Circular connection detected' and tells the requested node", async () => {
    const h = harness();
    const a = h.graph.add('add', 'a');
    const b = h.graph.add('add', 'b');
    const c = h.graph.add('add', 'c');
    h.graph.wire(a, 'sum', b, 'a');
    h.graph.wire(b, 'sum', a, 'a');
    h.graph.wire(b, 'sum', c, 'a');
    expect(await h.value(c)).toEqual({ error: 'Failed to parse due to circular connections' });
    expect(h.evaluator.messages(a)).toEqual(['Circular connection detected']);
    expect(h.evaluator.messages(b)).toEqual(['Circular connection detected']);
    expect(h.evaluator.messages(c)).toEqual(['Failed to parse due to circular connections']);
  });

  it('container nodes, levelOutput and plugin are not parsed directly', async () => {
    const h = harness();
    const out = h.graph.add('levelOutput', 'out');
    const plugin = h.graph.add('plugin', 'p');
    const tray = h.graph.add('trayNode', 't');
    expect(await h.value(out)).toEqual({
      error: 'Failed to parse node out levelOutput: Cannot be parsed levelOutput node directly',
    });
    expect(await h.value(plugin)).toEqual({
      error: 'Failed to parse node p plugin: Cannot parse plugin node',
    });
    expect(await h.value(tray)).toEqual({
      error: 'Failed to parse node t trayNode: Cannot be parsed trayNode node directly',
    });
    expect(await h.value('fex')).toEqual({
      error: 'Failed to parse node fex functionContext: Cannot be parsed functionContext node directly',
    });
  });

  it("an unknown definition fails the node; an engine fault gives 'Unknown error occurred when parsing nodes'", async () => {
    const h = harness();
    const x = h.graph.add('nope', 'x');
    expect(await h.value(x)).toEqual({ error: 'Failed to parse node x nope: Definition not found: nope' });
    const a = h.graph.add('num', 'a');
    h.sync();
    const state = h.graph.state;
    const broken: EvalGraph = {
      getNode: (id) => state.getNode(id),
      nodes: () => state.nodes(),
      childrenOf: (id) => state.childrenOf(id),
      childByName: (p, n) => state.childByName(p, n),
      connectionsFrom: (id) => state.connectionsFrom(id),
      connectionsToInput: (id, i) => state.connectionsToInput(id, i),
      connectionsTo: () => {
        throw new TypeError('disk on fire');
      },
    };
    const { Evaluator } = await import('./evaluator.js');
    const faulty = new Evaluator({ graph: broken, registry: h.registry });
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await faulty.evaluate(a)).toEqual({
        ok: false,
        error: 'Unknown error occurred when parsing nodes',
      });
    } finally {
      console.error = quiet;
    }
  });
});
