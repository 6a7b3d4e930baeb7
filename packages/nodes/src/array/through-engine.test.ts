import { describe, expect, it } from 'vitest';
import { type EngineCase, evaluateCase } from '../shared/engine-fixture.testing.js';
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

describe('every array node through the engine', () => {
  const array = [3, 1, 3, [2]];
  const cases: EngineCase[] = [
    { node: 'arrayAppend', inputs: { array, item: 'x' }, outputs: { result: [...array, 'x'] } },
    { node: 'arrayConcat', multi: { arrays: [[1], [2, 3]] }, outputs: { result: [1, 2, 3] } },
    { node: 'arrayDedup', inputs: { array }, outputs: { result: [3, 1, [2]] } },
    {
      node: 'arrayFilter',
      inputs: { array },
      params: { condition: 'equal', value: '3' },
      outputs: { result: [3, 3] },
    },
    { node: 'arrayFlatten', inputs: { array }, outputs: { result: [3, 1, 3, 2] } },
    { node: 'arrayGetElement', inputs: { array }, params: { index: -1 }, outputs: { result: [2] } },
    { node: 'arrayIncludes', inputs: { array, item: [2] }, outputs: { result: true } },
    {
      node: 'arrayInsertItem',
      inputs: { array, item: 0 },
      params: { index: 0 },
      outputs: { result: [0, ...array] },
    },
    { node: 'arrayLength', inputs: { array }, outputs: { result: 4 } },
    { node: 'arrayRemoveItem', inputs: { array }, outputs: { result: [3, 1, 3] } },
    { node: 'arrayReverse', inputs: { array }, outputs: { result: [[2], 3, 1, 3] } },
    {
      node: 'arraySlice',
      inputs: { array },
      params: { start: 1, end: 2, useEnd: true },
      outputs: { result: [1] },
    },
    {
      node: 'arraySort',
      inputs: { array: [2, 10, 1] },
      params: { order: 'descending' },
      outputs: { result: [10, 2, 1] },
    },
    { node: 'repeat', inputs: { value: 'ab' }, params: { times: 2 }, outputs: { result: ['ab', 'ab'] } },
  ];
  it.each(cases)('$node', async (c) => {
    expect(await evaluateCase(c)).toEqual(c.outputs);
  });
});
