import { describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { dot } from './dot.js';
import { ifElse } from './ifElse.js';
import { isFalsy } from './isFalsy.js';
import { isNullish } from './isNullish.js';
import { noOp } from './noOp.js';
import { passThrough } from './passThrough.js';
import { runSequential } from './runSequential.js';
import { typeOf } from './typeOf.js';

describe('dot', () => {
  it('"dot 32x32" and resizable, passing its input on', async () => {
    expect(dot.definition.editorConfig.size).toEqual({ width: 32, height: 32 });
    expect(dot.definition.editorConfig.resizable).toBe(true);
    expect(await ruleResult(dot, { inputs: { input: { a: 1 } } })).toEqual({ output: { a: 1 } });
  });
});

describe('passThrough', () => {
  it.each([[42], [''], [null], [undefined]])('passes %j through unchanged', async (value) => {
    expect(await ruleResult(passThrough, { inputs: { input: value } })).toEqual({ output: value });
  });
});

describe('noOp', () => {
  it('takes any input and has no output and no rule: nothing to compute', () => {
    expect(noOp.definition.inputs.map((i) => [i.identifier, i.dataType])).toEqual([['input', 'inferred']]);
    expect(noOp.definition.outputs).toEqual([]);
    expect(noOp.rule).toBeUndefined();
  });
});

describe('ifElse', () => {
  const inputs = { ifTrue: 'yes', ifFalse: 'no' };
  it.each([
    [true, 'yes'],
    [false, 'no'],
    [1, 'yes'],
    ['', 'no'],
    [undefined, 'no'],
  ])('condition %j → %s', async (condition, output) => {
    expect(await ruleResult(ifElse, { inputs: { ...inputs, condition } })).toEqual({ output });
  });

  it('requires its condition', () => {
    expect(ifElse.definition.inputs.find((i) => i.identifier === 'condition')?.required).toBe(true);
  });
});

describe('isFalsy and isNullish', () => {
  it.each([
    [0, true, false],
    ['', true, false],
    [null, true, true],
    [undefined, true, true],
    [Number.NaN, true, false],
    ['0', false, false],
    [[], false, false],
  ])('%j: falsy %s, nullish %s', async (input, falsy, nullish) => {
    expect(await ruleResult(isFalsy, { inputs: { input } })).toEqual({ result: falsy });
    expect(await ruleResult(isNullish, { inputs: { input } })).toEqual({ result: nullish });
  });
});

describe('typeOf', () => {
  it.each([
    ['a', 'string'],
    [1, 'number'],
    [true, 'boolean'],
    [undefined, 'undefined'],
    [null, 'null'],
    [[1], 'array'],
    [{}, 'object'],
    [() => 1, 'function'],
  ])('%j is %s', async (input, type) => {
    expect(await ruleResult(typeOf, { inputs: { input } })).toEqual({ type });
  });
});

describe('runSequential', () => {
  it('is async and outputs the results in connection order', async () => {
    expect(runSequential.definition.async).toBe(true);
    expect(await ruleResult(runSequential, { inputs: { inputs: ['first', 'second'] } })).toEqual({
      output: ['first', 'second'],
    });
  });

  it('outputs an empty array when nothing is connected (edge)', async () => {
    expect(await ruleResult(runSequential)).toEqual({ output: [] });
  });
});
