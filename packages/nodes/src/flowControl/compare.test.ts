import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { compare } from './compare.js';

const run = (a: unknown, b: unknown, method: string) =>
  ruleResult(compare, { inputs: { a, b }, params: { method } });

describe('compare', () => {
  it('offers "equal, notEqual, lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual", default equal', () => {
    const method = compare.definition.parameters[0];
    expect(method.options?.map((o) => o.value)).toEqual([
      'equal',
      'notEqual',
      'lessThan',
      'lessThanOrEqual',
      'greaterThan',
      'greaterThanOrEqual',
    ]);
    expect(method.defaultValue).toBe('equal');
  });

  it.each([
    [1, 1, 'equal', true],
    [1, '1', 'equal', false],
    [[1, { a: 2 }], [1, { a: 2 }], 'equal', true],
    [{ a: 1 }, { a: 2 }, 'notEqual', true],
    [2, 3, 'lessThan', true],
    [3, 3, 'lessThan', false],
    [3, 3, 'lessThanOrEqual', true],
    ['b', 'a', 'greaterThan', true],
    [3, 3, 'greaterThanOrEqual', true],
    [-1, 0, 'greaterThanOrEqual', false],
  ])('%j %s %j → %s', async (a, b, method, expected) => {
    expect(await run(a, b, method as string)).toEqual({ result: expected });
  });

  it('treats two unconnected inputs as equal (edge: nothing wired)', async () => {
    expect(await ruleResult(compare)).toEqual({ result: true });
  });

  it("orders only numbers with numbers and strings with strings: 'Invalid input'", async () => {
    await expect(run(1, '2', 'lessThan')).rejects.toThrow(new NodeRuleError('Invalid input'));
    await expect(run(null, 2, 'greaterThan')).rejects.toThrow('Invalid input');
  });

  it('names an unknown method', async () => {
    await expect(run(1, 1, 'between')).rejects.toThrow('Invalid method: between');
  });
});
