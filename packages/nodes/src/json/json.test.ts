import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../shared/catalogue-check.js';
import { runOutput, runRule } from '../shared/rule-harness.js';
import { diffJson } from './diffJson.js';
import { jsonParse } from './jsonParse.js';
import { jsonStringify } from './jsonStringify.js';

describe('json catalogue', () => {
  it('registers every name of node-catalogue.md row "json" with a valid definition', () => {
    expect(catalogueProblems('json', ['jsonParse', 'jsonStringify', 'diffJson'])).toEqual([]);
  });
});

describe('jsonParse', () => {
  it('parses wired or typed JSON', async () => {
    expect(await runOutput(jsonParse, { inputs: { string: '{"a":[1,true,null]}' } })).toEqual({
      a: [1, true, null],
    });
    expect(await runOutput(jsonParse, { params: { string: '"x"' } })).toBe('x');
  });
  it('empty text gives null', async () => {
    expect(await runOutput(jsonParse)).toBeNull();
    expect(await runOutput(jsonParse, { inputs: { string: '  ' } })).toBeNull();
  });
  it('text that is not JSON names what is wrong', async () => {
    await expect(runOutput(jsonParse, { inputs: { string: '{a:1}' } })).rejects.toThrow(
      /^Invalid input, string is not valid JSON: /,
    );
    await expect(runOutput(jsonParse, { inputs: { string: {} } })).rejects.toThrow(
      new NodeRuleError('Invalid input'),
    );
  });
});

describe('jsonStringify (indent 0 to 8, default 2)', () => {
  it('writes indented JSON by default, one line with indent 0, 8 at most', async () => {
    expect(await runOutput(jsonStringify, { inputs: { value: { a: [1] } } })).toBe(
      '{\n  "a": [\n    1\n  ]\n}',
    );
    expect(await runOutput(jsonStringify, { inputs: { value: { a: [1] } }, params: { indent: 0 } })).toBe(
      '{"a":[1]}',
    );
    expect(await runOutput(jsonStringify, { inputs: { value: [1] }, params: { indent: 8 } })).toBe(
      `[\n${' '.repeat(8)}1\n]`,
    );
  });
  it('nothing wired gives "null"', async () => {
    expect(await runOutput(jsonStringify)).toBe('null');
  });
  it('an indent outside 0 to 8 and a circular value name what is wrong', async () => {
    await expect(runOutput(jsonStringify, { params: { indent: 9 } })).rejects.toThrow(
      new NodeRuleError('Invalid input, indent must be between 0 and 8'),
    );
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(runOutput(jsonStringify, { inputs: { value: circular } })).rejects.toThrow(
      /^Invalid input, value cannot be written as JSON: /,
    );
  });
});

describe('diffJson (jsondiffpatch)', () => {
  it('gives the delta of two values', async () => {
    const result = await runRule(diffJson, { inputs: { left: { a: 1, b: 2 }, right: { a: 1, b: 3, c: 4 } } });
    expect(result).toEqual({ delta: { b: [2, 3], c: [4] }, hasChanges: true });
  });
  it('matches array items by id', async () => {
    const left = [{ id: 1 }, { id: 2 }];
    const right = [{ id: 2 }, { id: 1 }];
    const { delta } = await runRule(diffJson, { inputs: { left, right } });
    expect(delta).toEqual({ _t: 'a', _1: ['', 0, 3] });
  });
  it('equal values and nothing wired give null and no changes', async () => {
    expect(await runRule(diffJson, { inputs: { left: { a: [1] }, right: { a: [1] } } })).toEqual({
      delta: null,
      hasChanges: false,
    });
    expect(await runRule(diffJson)).toEqual({ delta: null, hasChanges: false });
  });
});
