import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('array through the engine', () => {
  it('a constant list sorted, its length inserted at the front, repeated and flattened', async () => {
    const graph = new WiredGraph();
    const list = graph.add('constant', 'list', { params: { type: 'array', value: '[3, 1, 2]' } });
    const sorted = graph.add('arraySort', 'sorted');
    graph.wire(list, 'value', sorted, 'array');
    const count = graph.add('arrayLength', 'count');
    graph.wire(list, 'value', count, 'array');
    const withCount = graph.add('arrayInsertItem', 'withCount', { params: { index: 0 } });
    graph.wire(sorted, 'result', withCount, 'array');
    graph.wire(count, 'result', withCount, 'item');
    expect(await graph.evaluate(withCount)).toEqual({ result: [3, 1, 2, 3] });
    const twice = graph.add('repeat', 'twice', { params: { times: 2, flatten: true } });
    graph.wire(withCount, 'result', twice, 'value');
    expect(await graph.evaluate(twice)).toEqual({ result: [3, 1, 2, 3, 3, 1, 2, 3] });
  });

  it("an unwired arrayRemoveItem reports 'array is required' (spec 2 §8)", async () => {
    const graph = new WiredGraph();
    const remove = graph.add('arrayRemoveItem', 'remove');
    expect(await graph.evaluate(remove)).toEqual({
      error: 'Failed to parse node remove arrayRemoveItem: array is required',
    });
  });
});
