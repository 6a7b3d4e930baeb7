import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../shared/catalogue-check.js';
import { runOutput } from '../shared/rule-harness.js';
import { arrayAppend } from './arrayAppend.js';
import { arrayConcat } from './arrayConcat.js';
import { arrayInsertItem } from './arrayInsertItem.js';
import { arrayLength } from './arrayLength.js';
import { arrayRemoveItem } from './arrayRemoveItem.js';
import { arrayReverse } from './arrayReverse.js';
import { repeat } from './repeat.js';

const invalidInput = new NodeRuleError('Invalid input');

describe('array catalogue', () => {
  it('registers every name of node-catalogue.md row "array" with a valid definition', () => {
    const names = [
      'arrayAppend',
      'arrayConcat',
      'arrayDedup',
      'arrayFilter',
      'arrayFlatten',
      'arrayGetElement',
    ];
    const more = [
      'arrayIncludes',
      'arrayInsertItem',
      'arrayLength',
      'arrayRemoveItem',
      'arrayReverse',
      'arraySlice',
    ];
    expect(catalogueProblems('array', [...names, ...more, 'arraySort', 'repeat'])).toEqual([]);
  });
});

describe('arrayAppend, arrayLength, arrayReverse', () => {
  it('work on a copy of the array', async () => {
    const array = [1, 2];
    expect(await runOutput(arrayAppend, { inputs: { array, item: { a: 1 } } })).toEqual([1, 2, { a: 1 }]);
    expect(await runOutput(arrayReverse, { inputs: { array } })).toEqual([2, 1]);
    expect(array).toEqual([1, 2]);
    expect(await runOutput(arrayLength, { inputs: { array } })).toBe(2);
  });
  it('an unwired array counts as empty', async () => {
    expect(await runOutput(arrayAppend, { inputs: { item: 'x' } })).toEqual(['x']);
    expect(await runOutput(arrayLength)).toBe(0);
    expect(await runOutput(arrayReverse, { inputs: { array: [] } })).toEqual([]);
  });
  it("a non-array is 'Invalid input'", async () => {
    for (const node of [arrayAppend, arrayLength, arrayReverse])
      await expect(runOutput(node, { inputs: { array: 'abc' } })).rejects.toThrow(invalidInput);
  });
});

describe('arrayConcat', () => {
  it('joins the wired arrays in order, one level deep', async () => {
    expect(await runOutput(arrayConcat, { inputs: { arrays: [[1], [], [2, [3]]] } })).toEqual([1, 2, [3]]);
  });
  it("'arrays is required' when nothing is wired (spec 2 §8), 'Invalid input' for a non-array", async () => {
    await expect(runOutput(arrayConcat)).rejects.toThrow(new NodeRuleError('arrays is required'));
    await expect(runOutput(arrayConcat, { inputs: { arrays: [] } })).rejects.toThrow(
      new NodeRuleError('arrays is required'),
    );
    await expect(runOutput(arrayConcat, { inputs: { arrays: [[1], 2] } })).rejects.toThrow(invalidInput);
  });
});

describe('arrayInsertItem (index -10 to 10, default -1)', () => {
  const array = ['a', 'b', 'c'];
  it('appends by default and inserts at an index', async () => {
    expect(await runOutput(arrayInsertItem, { inputs: { array, item: 'x' } })).toEqual(['a', 'b', 'c', 'x']);
    expect(await runOutput(arrayInsertItem, { inputs: { array, item: 'x' }, params: { index: 0 } })).toEqual([
      'x',
      'a',
      'b',
      'c',
    ]);
    expect(await runOutput(arrayInsertItem, { inputs: { array, item: 'x', index: -2 } })).toEqual([
      'a',
      'b',
      'x',
      'c',
    ]);
  });
  it('takes the range boundaries', async () => {
    expect(await runOutput(arrayInsertItem, { inputs: { array, item: 'x' }, params: { index: 10 } })).toEqual(
      [...array, 'x'],
    );
    expect(
      await runOutput(arrayInsertItem, { inputs: { array, item: 'x' }, params: { index: -10 } }),
    ).toEqual(['x', ...array]);
    expect(await runOutput(arrayInsertItem, { inputs: { array: [], item: 'x' } })).toEqual(['x']);
  });
  it("'array is required' (spec 2 §8)", async () => {
    await expect(runOutput(arrayInsertItem, { inputs: { item: 1 } })).rejects.toThrow(
      new NodeRuleError('array is required'),
    );
    await expect(runOutput(arrayInsertItem, { inputs: { array: {} } })).rejects.toThrow(
      new NodeRuleError('array is required'),
    );
  });
});

describe('arrayRemoveItem (index -10 to 10, default -1)', () => {
  const array = ['a', 'b', 'c'];
  it('removes the last item by default and an item at an index', async () => {
    expect(await runOutput(arrayRemoveItem, { inputs: { array } })).toEqual(['a', 'b']);
    expect(await runOutput(arrayRemoveItem, { inputs: { array }, params: { index: 0 } })).toEqual(['b', 'c']);
    expect(await runOutput(arrayRemoveItem, { inputs: { array, index: -3 } })).toEqual(['b', 'c']);
  });
  it('leaves the array unchanged past either end', async () => {
    expect(await runOutput(arrayRemoveItem, { inputs: { array }, params: { index: 10 } })).toEqual(array);
    expect(await runOutput(arrayRemoveItem, { inputs: { array }, params: { index: -10 } })).toEqual(array);
    expect(await runOutput(arrayRemoveItem, { inputs: { array: [] } })).toEqual([]);
  });
  it("'array is required' (spec 2 §8)", async () => {
    await expect(runOutput(arrayRemoveItem)).rejects.toThrow(new NodeRuleError('array is required'));
  });
});

describe('repeat (times 3, perGroup or perElement, flatten, depth 1)', () => {
  it('repeats a value 3 times by default', async () => {
    expect(await runOutput(repeat, { inputs: { value: 'x' } })).toEqual(['x', 'x', 'x']);
  });
  it('repeats an array per group or per element, flattened to a depth', async () => {
    const value = ['a', 'b'];
    expect(await runOutput(repeat, { inputs: { value }, params: { times: 2 } })).toEqual([value, value]);
    expect(await runOutput(repeat, { inputs: { value }, params: { times: 2, flatten: true } })).toEqual([
      'a',
      'b',
      'a',
      'b',
    ]);
    const perElement = { times: 2, method: 'perElement' };
    expect(await runOutput(repeat, { inputs: { value }, params: perElement })).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ]);
    expect(await runOutput(repeat, { inputs: { value }, params: { ...perElement, flatten: true } })).toEqual([
      'a',
      'a',
      'b',
      'b',
    ]);
    expect(
      await runOutput(repeat, { inputs: { value: [[1]] }, params: { times: 1, flatten: true, depth: 2 } }),
    ).toEqual([1]);
  });
  it('times below 1 gives an empty list', async () => {
    expect(await runOutput(repeat, { inputs: { value: 1 }, params: { times: 0 } })).toEqual([]);
    expect(await runOutput(repeat, { inputs: { value: 1 }, params: { times: -4 } })).toEqual([]);
  });
});
