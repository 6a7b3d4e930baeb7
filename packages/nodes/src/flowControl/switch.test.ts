import { describe, expect, it } from 'vitest';
import { ruleResult, runRule } from '../utility-data/rule-context.testing.js';
import { switchCase } from './switchCase.js';
import { switchInput } from './switchInput.js';

describe('switchCase: "comma-separated cases, trimmed; first input is the fallback"', () => {
  const inputs = ['fallback', 'for small', 'for medium', 'for large'];
  const run = (value: unknown, cases = ' small ,medium,  large') =>
    ruleResult(switchCase, { inputs: { value, inputs }, params: { cases } });

  it.each([
    ['small', 'for small'],
    ['medium', 'for medium'],
    ['large', 'for large'],
    ['huge', 'fallback'],
  ])('%s → %s', async (value, output) => {
    expect(await run(value)).toEqual({ output });
  });

  it('matches numbers by their text', async () => {
    expect(await run(2, '1, 2')).toEqual({ output: 'for medium' });
  });

  it('falls back when the matched case has no input connected (edge)', async () => {
    expect(
      await ruleResult(switchCase, {
        inputs: { value: 'b', inputs: ['fallback', 'a'] },
        params: { cases: 'a, b' },
      }),
    ).toEqual({ output: 'fallback' });
  });

  it('outputs undefined with no inputs and empty cases (edge)', async () => {
    expect(await ruleResult(switchCase, { inputs: { value: 'x' } })).toEqual({ output: undefined });
  });
});

describe('switchInput: "index 0 to 10"', () => {
  it('declares the range 0 to 10, default 0', () => {
    expect(switchInput.definition.parameters[0]).toMatchObject({ min: 0, max: 10, defaultValue: 0 });
  });

  it.each([
    [0, 'a'],
    [2, 'c'],
  ])('index %i → %s', async (index, output) => {
    expect(await ruleResult(switchInput, { inputs: { inputs: ['a', 'b', 'c'] }, params: { index } })).toEqual(
      { output },
    );
  });

  it('accepts index 10, warning when nothing is connected there (boundary)', async () => {
    const run = await runRule(switchInput, { inputs: { inputs: ['a'] }, params: { index: 10 } });
    expect(run.result).toEqual({ output: undefined });
    expect(run.warnings).toEqual(['No input connected at index 10']);
  });

  it('refuses an index outside 0 to 10 or not an integer', async () => {
    await expect(ruleResult(switchInput, { params: { index: 11 } })).rejects.toThrow(
      'Index must be between 0 and 10',
    );
    await expect(ruleResult(switchInput, { params: { index: -1 } })).rejects.toThrow(
      'Index must be between 0 and 10',
    );
    await expect(ruleResult(switchInput, { params: { index: 1.5 } })).rejects.toThrow(
      'Invalid index, it is not an integer',
    );
  });
});
