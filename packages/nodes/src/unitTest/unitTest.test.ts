import { describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { unitTest } from './unitTest.js';

const verdict = async (compareMethod: string, actual: unknown, expected: unknown) => {
  const { testResult } = await ruleResult(unitTest, {
    inputs: { actual, expected },
    params: { compareMethod },
  });
  return (testResult as { verdict: string }).verdict;
};

describe('unitTest: "testName, compareMethod, actual, expected; output testResult"', () => {
  it('outputs testResult {testName, verdict, actual, expected, compareMethod}', async () => {
    const result = await ruleResult(unitTest, {
      inputs: { actual: [1, 2], expected: [1, 2] },
      params: { testName: 'sums' },
    });
    expect(result).toEqual({
      testResult: {
        testName: 'sums',
        verdict: 'passed',
        actual: [1, 2],
        expected: [1, 2],
        compareMethod: 'equal',
      },
    });
  });

  it('lists its methods, equal by default', () => {
    const method = unitTest.definition.parameters.find((p) => p.name === 'compareMethod');
    expect(method?.options?.map((o) => o.value)).toEqual([
      'equal',
      'notEqual',
      'lessThan',
      'lessThanOrEqual',
      'greaterThan',
      'greaterThanOrEqual',
      'closeTo',
      'includes',
    ]);
    expect(method?.defaultValue).toBe('equal');
  });

  it.each([
    ['equal', { a: [1] }, { a: [1] }, 'passed'],
    ['equal', 1, '1', 'failed'],
    ['notEqual', 1, 2, 'passed'],
    ['lessThan', 1, 2, 'passed'],
    ['greaterThanOrEqual', 'a', 'b', 'failed'],
    ['includes', 'hello world', 'lo w', 'passed'],
    ['includes', [{ id: 1 }], { id: 1 }, 'passed'],
    ['includes', [1, 2], 3, 'failed'],
  ])('%s %j vs %j → %s', async (method, actual, expected, result) => {
    expect(await verdict(method as string, actual, expected)).toBe(result);
  });

  it('"Unit test closeness tolerance 0.001": closeTo passes at 0.001 apart and fails beyond', async () => {
    expect(await verdict('closeTo', 0.1 + 0.2, 0.3)).toBe('passed');
    expect(await verdict('closeTo', 1.001, 1)).toBe('passed');
    expect(await verdict('closeTo', 1.0011, 1)).toBe('failed');
    expect(await verdict('closeTo', -2, -2.002)).toBe('failed');
  });

  it('fails, instead of erroring, on values its method cannot compare (edge)', async () => {
    expect(await verdict('closeTo', '1', 1)).toBe('failed');
    expect(await verdict('lessThan', undefined, 1)).toBe('failed');
    expect(await verdict('includes', 5, 5)).toBe('failed');
  });

  it('passes equal when neither value is connected (edge)', async () => {
    expect(await verdict('equal', undefined, undefined)).toBe('passed');
  });

  it('names an unknown compare method', async () => {
    await expect(verdict('similar', 1, 1)).rejects.toThrow('Invalid compareMethod: similar');
  });
});
