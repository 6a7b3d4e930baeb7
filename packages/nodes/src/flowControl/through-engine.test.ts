import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('flowControl through the engine', () => {
  it('compare, gate and ifElse wired together', async () => {
    const graph = new WiredGraph();
    const now = graph.add('getTimestamp', 'now');
    const later = graph.add('getTimestamp', 'later');
    const before = graph.add('compare', 'before', { params: { method: 'lessThanOrEqual' } });
    graph.wire(now, 'timestamp', before, 'a');
    graph.wire(later, 'timestamp', before, 'b');
    const both = graph.add('gate', 'both', { params: { operator: 'and' } });
    graph.wire(before, 'result', both, 'inputs', 0);
    graph.wire(before, 'result', both, 'inputs', 1);
    const choose = graph.add('ifElse', 'choose');
    const yes = graph.add('getEnv', 'yes', { params: { key: 'NONE', fallbackValue: 'in order' } });
    graph.wire(both, 'result', choose, 'condition');
    graph.wire(yes, 'value', choose, 'ifTrue');
    expect(await graph.evaluate(choose, { now: () => 1000 })).toEqual({ output: 'in order' });
  });

  it('switchInput picks from a multi-input by connection order', async () => {
    const graph = new WiredGraph();
    const first = graph.add('getEnv', 'first', { params: { key: 'NONE', fallbackValue: 'a' } });
    const second = graph.add('getEnv', 'second', { params: { key: 'NONE', fallbackValue: 'b' } });
    const pick = graph.add('switchInput', 'pick', { params: { index: 1 } });
    graph.wire(second, 'value', pick, 'inputs', 1);
    graph.wire(first, 'value', pick, 'inputs', 0);
    expect(await graph.evaluate(pick)).toEqual({ output: 'b' });
  });

  it('loopStart (method number, result merge) to loopEnd collects every iteration', async () => {
    const graph = new WiredGraph();
    const start = graph.add('loopStart', 'start', { params: { loopMethod: 'number', count: 3 } });
    const kind = graph.add('typeOf', 'kind');
    const end = graph.add('loopEnd', 'end');
    graph.wire(start, 'index', kind, 'input');
    graph.wire(kind, 'type', end, 'input');
    expect(await graph.evaluate(end)).toEqual({ output: ['number', 'number', 'number'] });
  });
});
