import { describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { gate } from './gate.js';

const run = (operator: string, inputs: unknown[]) =>
  ruleResult(gate, { inputs: { inputs }, params: { operator } });

describe('gate: "and, or, xor, not, nand, nor, xnor"', () => {
  it('offers exactly those operators, and by default', () => {
    const operator = gate.definition.parameters[0];
    expect(operator.options?.map((o) => o.value)).toEqual(['and', 'or', 'xor', 'not', 'nand', 'nor', 'xnor']);
    expect(operator.defaultValue).toBe('and');
  });

  it.each([
    ['and', [true, true], true],
    ['and', [true, false], false],
    ['or', [false, true], true],
    ['or', [false, false], false],
    ['xor', [true, false], true],
    ['xor', [true, true], false],
    ['xor', [true, true, true], true],
    ['not', [false], true],
    ['not', [true], false],
    ['nand', [true, true], false],
    ['nor', [false, false], true],
    ['xnor', [true, true], true],
    ['xnor', [true, false], false],
    ['and', [1, 'x'], true],
  ])('%s %j → %s', async (operator, inputs, result) => {
    expect(await run(operator as string, inputs as unknown[])).toEqual({ result });
  });

  it("needs at least one input: 'Invalid input'", async () => {
    await expect(run('and', [])).rejects.toThrow('Invalid input');
  });

  it('names an unknown operator', async () => {
    await expect(run('maybe', [true])).rejects.toThrow('Invalid operator: maybe');
  });
});
