import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { runOutput } from '../shared/rule-harness.js';
import { arrayDedup } from './arrayDedup.js';
import { arrayFilter } from './arrayFilter.js';
import { arrayFlatten } from './arrayFlatten.js';
import { arrayGetElement } from './arrayGetElement.js';
import { arrayIncludes } from './arrayIncludes.js';
import { arraySlice } from './arraySlice.js';
import { arraySort } from './arraySort.js';

const invalidInput = new NodeRuleError('Invalid input');

describe('arrayDedup and arrayIncludes (objects compared by content)', () => {
  it('drop repeated items and find items', async () => {
    const array = [1, '1', { a: [1] }, 1, { a: [1] }, null, null];
    expect(await runOutput(arrayDedup, { inputs: { array } })).toEqual([1, '1', { a: [1] }, null]);
    expect(await runOutput(arrayIncludes, { inputs: { array, item: { a: [1] } } })).toBe(true);
    expect(await runOutput(arrayIncludes, { inputs: { array, item: 2 } })).toBe(false);
    expect(await runOutput(arrayIncludes, { inputs: { array: [], item: undefined } })).toBe(false);
    expect(await runOutput(arrayDedup, { inputs: { array: [] } })).toEqual([]);
  });
  it("a non-array is 'Invalid input'", async () => {
    await expect(runOutput(arrayDedup, { inputs: { array: 5 } })).rejects.toThrow(invalidInput);
    await expect(runOutput(arrayIncludes, { inputs: { array: 'a' } })).rejects.toThrow(invalidInput);
  });
});

describe('arrayFilter', () => {
  const array = [0, 1, '', 'a', null, 3];
  it('keeps truthy items by default, or by a condition on a value', async () => {
    expect(await runOutput(arrayFilter, { inputs: { array } })).toEqual([1, 'a', 3]);
    expect(await runOutput(arrayFilter, { inputs: { array }, params: { condition: 'falsy' } })).toEqual([
      0,
      '',
      null,
    ]);
    expect(
      await runOutput(arrayFilter, { inputs: { array }, params: { condition: 'notNullish' } }),
    ).toHaveLength(5);
    expect(
      await runOutput(arrayFilter, { inputs: { array }, params: { condition: 'greaterThan', value: '0' } }),
    ).toEqual([1, 3]);
    expect(
      await runOutput(arrayFilter, { inputs: { array, value: 1 }, params: { condition: 'equal' } }),
    ).toEqual([1]);
  });
  it('tests a key of object items', async () => {
    const people = [
      { name: 'Ann', age: 30 },
      { name: 'Bob', age: 12 },
    ];
    const params = { condition: 'lessThan', value: '18', key: 'age' };
    expect(await runOutput(arrayFilter, { inputs: { array: people }, params })).toEqual([people[1]]);
    const includes = { condition: 'includes', value: 'nn', key: 'name' };
    expect(await runOutput(arrayFilter, { inputs: { array: people }, params: includes })).toEqual([
      people[0],
    ]);
  });
  it('an unknown condition names itself', async () => {
    await expect(runOutput(arrayFilter, { params: { condition: 'odd' } })).rejects.toThrow(
      new NodeRuleError('Invalid input, unknown condition: odd'),
    );
  });
});

describe('arrayFlatten (maxDepth 0 to 100, default 1)', () => {
  const array = [1, [2, [3, [4]]]];
  it('flattens one level by default and to the boundaries', async () => {
    expect(await runOutput(arrayFlatten, { inputs: { array } })).toEqual([1, 2, [3, [4]]]);
    expect(await runOutput(arrayFlatten, { inputs: { array }, params: { maxDepth: 0 } })).toEqual(array);
    expect(await runOutput(arrayFlatten, { inputs: { array }, params: { maxDepth: 100 } })).toEqual([
      1, 2, 3, 4,
    ]);
  });
  it('a depth outside 0 to 100 names what is wrong', async () => {
    await expect(runOutput(arrayFlatten, { inputs: { array }, params: { maxDepth: 101 } })).rejects.toThrow(
      new NodeRuleError('Invalid input, maxDepth must be between 0 and 100'),
    );
  });
});

describe('arrayGetElement', () => {
  it('gets by index, negative from the end, undefined past the ends', async () => {
    const array = ['a', 'b', 'c'];
    expect(await runOutput(arrayGetElement, { inputs: { array } })).toBe('a');
    expect(await runOutput(arrayGetElement, { inputs: { array, index: -1 } })).toBe('c');
    expect(await runOutput(arrayGetElement, { inputs: { array }, params: { index: 3 } })).toBeUndefined();
    expect(await runOutput(arrayGetElement, { inputs: { array: [] } })).toBeUndefined();
  });
  it("a non-number index is 'Invalid input'", async () => {
    await expect(runOutput(arrayGetElement, { inputs: { array: [1], index: 'x' } })).rejects.toThrow(
      invalidInput,
    );
  });
});

describe('arraySlice', () => {
  const array = [1, 2, 3, 4];
  it('slices from start, up to end only with useEnd', async () => {
    expect(await runOutput(arraySlice, { inputs: { array }, params: { start: 1, end: 2 } })).toEqual([
      2, 3, 4,
    ]);
    expect(
      await runOutput(arraySlice, { inputs: { array }, params: { start: 1, end: -1, useEnd: true } }),
    ).toEqual([2, 3]);
    expect(await runOutput(arraySlice, { inputs: { array }, params: { start: -2 } })).toEqual([3, 4]);
    expect(await runOutput(arraySlice, { inputs: { array: [] } })).toEqual([]);
  });
});

describe('arraySort', () => {
  it('sorts numbers by value and text in locale order, ascending by default', async () => {
    expect(await runOutput(arraySort, { inputs: { array: [10, 9, 100, 1] } })).toEqual([1, 9, 10, 100]);
    expect(
      await runOutput(arraySort, { inputs: { array: ['b', 'a', 'C'] }, params: { order: 'descending' } }),
    ).toEqual(['C', 'b', 'a']);
  });
  it('sorts object items by a key, nullish last', async () => {
    const array = [{ n: 2 }, {}, { n: 1 }];
    expect(await runOutput(arraySort, { inputs: { array }, params: { key: 'n' } })).toEqual([
      { n: 1 },
      { n: 2 },
      {},
    ]);
    expect(await runOutput(arraySort, { inputs: { array: [] } })).toEqual([]);
  });
});
