import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { runOutput, runRule } from '../shared/rule-harness.js';
import { objectAddKey } from './objectAddKey.js';
import { objectDeleteKey } from './objectDeleteKey.js';
import { objectEntries } from './objectEntries.js';
import { objectFilterKeysValues } from './objectFilterKeysValues.js';
import { objectGetKey } from './objectGetKey.js';
import { objectRenameKey } from './objectRenameKey.js';

const invalidInput = new NodeRuleError('Invalid input');
const object = {
  a: 1,
  b: null,
  c: '',
  d: [],
  e: {},
  f: false,
  g: 0,
  h: Number.NaN,
  i: undefined,
  j: { k: null },
};

describe('objectAddKey and objectDeleteKey', () => {
  it('set and remove a key on a copy', async () => {
    const source = { a: 1 };
    expect(
      await runOutput(objectAddKey, { inputs: { object: source, value: [2] }, params: { key: 'b' } }),
    ).toEqual({ a: 1, b: [2] });
    expect(
      await runOutput(objectAddKey, { inputs: { object: source, key: 'a' }, params: { value: 'x' } }),
    ).toEqual({ a: 'x' });
    expect(await runOutput(objectDeleteKey, { inputs: { object: source }, params: { key: 'a' } })).toEqual(
      {},
    );
    expect(await runOutput(objectDeleteKey, { inputs: { object: source }, params: { key: 'zz' } })).toEqual({
      a: 1,
    });
    expect(source).toEqual({ a: 1 });
  });
  it("an unwired object counts as {}; a non-object is 'Invalid input'; an empty key is named", async () => {
    expect(await runOutput(objectAddKey, { params: { key: 'k', value: 'v' } })).toEqual({ k: 'v' });
    await expect(
      runOutput(objectDeleteKey, { inputs: { object: [1] }, params: { key: 'a' } }),
    ).rejects.toThrow(invalidInput);
    await expect(runOutput(objectDeleteKey, { inputs: { object: {} } })).rejects.toThrow(
      new NodeRuleError('Invalid input, key is empty'),
    );
  });
});

describe('objectEntries', () => {
  it('gives entries, keys and values', async () => {
    expect(await runRule(objectEntries, { inputs: { object: { a: 1, b: 'x' } } })).toEqual({
      entries: [
        ['a', 1],
        ['b', 'x'],
      ],
      keys: ['a', 'b'],
      values: [1, 'x'],
    });
    expect(await runRule(objectEntries)).toEqual({ entries: [], keys: [], values: [] });
  });
});

describe('objectFilterKeysValues (remove flags)', () => {
  it('removes null and undefined by default', async () => {
    const result = (await runOutput(objectFilterKeysValues, { inputs: { object } })) as Record<
      string,
      unknown
    >;
    expect(Object.keys(result)).toEqual(['a', 'c', 'd', 'e', 'f', 'g', 'h', 'j']);
  });
  it('removes what every flag names, listed keys, and nested values with deep', async () => {
    const all = {
      removeEmptyString: true,
      removeEmptyArray: true,
      removeEmptyObject: true,
      removeFalse: true,
      removeZero: true,
      removeNaN: true,
    };
    expect(
      await runOutput(objectFilterKeysValues, { inputs: { object }, params: { ...all, keys: 'a, j' } }),
    ).toEqual({});
    expect(
      await runOutput(objectFilterKeysValues, { inputs: { object }, params: { ...all, deep: true } }),
    ).toEqual({ a: 1 });
    const off = { removeNull: false, removeUndefined: false };
    expect(await runOutput(objectFilterKeysValues, { inputs: { object }, params: off })).toEqual(object);
  });
});

describe('objectGetKey', () => {
  const nested = { user: { tags: ['x', 'y'] }, 'a.b': 1 };
  it('gets a key, a dotted path, or a key with a dot', async () => {
    expect(await runOutput(objectGetKey, { inputs: { object: nested }, params: { key: 'user' } })).toEqual({
      tags: ['x', 'y'],
    });
    expect(
      await runOutput(objectGetKey, { inputs: { object: nested }, params: { key: 'user.tags.1' } }),
    ).toBe('y');
    expect(await runOutput(objectGetKey, { inputs: { object: nested, key: 'a.b' } })).toBe(1);
  });
  it('gives undefined where the path leads nowhere, never inherited members', async () => {
    expect(
      await runOutput(objectGetKey, { inputs: { object: nested }, params: { key: 'user.name.first' } }),
    ).toBeUndefined();
    expect(
      await runOutput(objectGetKey, { inputs: { object: {} }, params: { key: 'toString' } }),
    ).toBeUndefined();
  });
});

describe('objectRenameKey', () => {
  it('renames in place, replacing an existing new key', async () => {
    const result = await runOutput(objectRenameKey, {
      inputs: { object: { a: 1, b: 2, c: 3 } },
      params: { oldKey: 'b', newKey: 'z' },
    });
    expect(Object.entries(result as object)).toEqual([
      ['a', 1],
      ['z', 2],
      ['c', 3],
    ]);
    const clash = await runOutput(objectRenameKey, {
      inputs: { object: { a: 1, b: 2 } },
      params: { oldKey: 'a', newKey: 'b' },
    });
    expect(clash).toEqual({ b: 1 });
  });
  it('leaves the object unchanged without the key; empty keys are named', async () => {
    expect(
      await runOutput(objectRenameKey, {
        inputs: { object: { a: 1 } },
        params: { oldKey: 'x', newKey: 'y' },
      }),
    ).toEqual({ a: 1 });
    await expect(runOutput(objectRenameKey, { params: { oldKey: 'a' } })).rejects.toThrow(
      new NodeRuleError('Invalid input, newKey is empty'),
    );
  });
});
