import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, registeredModules } from '../shared/catalogue-check.js';
import { runOutput } from '../shared/rule-harness.js';
import { constant } from './constant.js';
import { createObject } from './createObject.js';
import { keyValuePair } from './keyValuePair.js';
import { mergeAsArray } from './mergeAsArray.js';
import { objectMerge } from './objectMerge.js';

const invalidInput = new NodeRuleError('Invalid input');

describe('object catalogue', () => {
  const names = [
    'constant',
    'createObject',
    'keyValuePair',
    'mergeAsArray',
    'objectAddKey',
    'objectDeleteKey',
  ];
  const more = [
    'objectEntries',
    'objectFilter',
    'objectFilterKeysValues',
    'objectGetKey',
    'objectMerge',
    'objectRenameKey',
  ];
  it('registers every name of node-catalogue.md row "object" with a valid definition', () => {
    expect(catalogueProblems('object', [...names, ...more])).toEqual([]);
  });
  it('objectFilter is a definition only (spec 2 §3: rule not shown); every other node has a rule', () => {
    const modules = registeredModules('object');
    expect(modules.get('objectFilter')?.rule).toBeUndefined();
    for (const name of [...names, ...more].filter((n) => n !== 'objectFilter'))
      expect(modules.get(name)?.rule, name).toBeTypeOf('function');
  });
});

describe('constant', () => {
  it('gives the value as its type', async () => {
    expect(await runOutput(constant, { params: { value: 'hi' } })).toBe('hi');
    expect(await runOutput(constant, { params: { type: 'number', value: '12.5' } })).toBe(12.5);
    expect(await runOutput(constant, { params: { type: 'boolean', value: 'false' } })).toBe(false);
    expect(await runOutput(constant, { params: { type: 'boolean', value: true } })).toBe(true);
    expect(await runOutput(constant, { params: { type: 'object', value: '{"a":[1]}' } })).toEqual({ a: [1] });
    expect(await runOutput(constant, { params: { type: 'array', value: [1, 2] } })).toEqual([1, 2]);
  });
  it('edge: empty values and spec 2 §5 coercion (number or 0)', async () => {
    expect(await runOutput(constant)).toBe('');
    expect(await runOutput(constant, { params: { type: 'number', value: 'abc' } })).toBe(0);
    expect(await runOutput(constant, { params: { type: 'object', value: '' } })).toEqual({});
    expect(await runOutput(constant, { params: { type: 'array', value: '' } })).toEqual([]);
  });
  it("'Unknown value type: ... of constant node' (spec 2 §8)", async () => {
    await expect(runOutput(constant, { params: { type: 'date' } })).rejects.toThrow(
      new NodeRuleError('Unknown value type: date of constant node'),
    );
  });
  it('JSON that is not valid or not of the type', async () => {
    await expect(runOutput(constant, { params: { type: 'object', value: '{a' } })).rejects.toThrow(
      new NodeRuleError('Invalid input, value is not valid JSON'),
    );
    await expect(runOutput(constant, { params: { type: 'array', value: '{}' } })).rejects.toThrow(
      invalidInput,
    );
  });
});

describe('keyValuePair and createObject', () => {
  it('builds an object from pairs and custom params, a wired entry winning', async () => {
    const pair = await runOutput(keyValuePair, { inputs: { value: [1] }, params: { key: 'list' } });
    expect(pair).toEqual({ list: [1] });
    const run = { inputs: { entries: [pair, { size: 2 }] }, customParams: { size: 1, title: 'T' } };
    expect(await runOutput(createObject, run)).toEqual({ size: 2, title: 'T', list: [1] });
    expect(await runOutput(createObject)).toEqual({});
  });
  it('an empty key and a non-object entry name what is wrong', async () => {
    await expect(runOutput(keyValuePair)).rejects.toThrow(new NodeRuleError('Invalid input, key is empty'));
    await expect(runOutput(createObject, { inputs: { entries: ['x'] } })).rejects.toThrow(invalidInput);
  });
});

describe('mergeAsArray', () => {
  it('lists the wired values, spreading arrays with flatten', async () => {
    expect(await runOutput(mergeAsArray, { inputs: { items: [1, [2, 3], 'a'] } })).toEqual([1, [2, 3], 'a']);
    expect(
      await runOutput(mergeAsArray, { inputs: { items: [1, [2, [3]]] }, params: { flatten: true } }),
    ).toEqual([1, 2, [3]]);
    expect(await runOutput(mergeAsArray)).toEqual([]);
  });
});

describe('objectMerge (later wins)', () => {
  it('merges the wired objects, the later key winning', async () => {
    expect(
      await runOutput(objectMerge, {
        inputs: { objects: [{ a: 1, b: { x: 1 } }, { b: { y: 2 } }, { c: 3 }] },
      }),
    ).toEqual({
      a: 1,
      b: { y: 2 },
      c: 3,
    });
    expect(await runOutput(objectMerge)).toEqual({});
  });
  it("a non-object is 'Invalid input'", async () => {
    await expect(runOutput(objectMerge, { inputs: { objects: [{}, [1]] } })).rejects.toThrow(invalidInput);
  });
});
