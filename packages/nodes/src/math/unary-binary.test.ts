import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { runOutput } from '../shared/rule-harness.js';
import { absolute } from './absolute.js';
import { ceiling } from './ceiling.js';
import { complement } from './complement.js';
import { decrement } from './decrement.js';
import { divide } from './divide.js';
import { exponent } from './exponent.js';
import { floor } from './floor.js';
import { fraction } from './fraction.js';
import { increment } from './increment.js';
import { maximum } from './maximum.js';
import { minimum } from './minimum.js';
import { minus } from './minus.js';
import { multiply } from './multiply.js';
import { negate } from './negate.js';
import { plus } from './plus.js';
import { remainder } from './remainder.js';
import { round } from './round.js';
import { sign } from './sign.js';
import { sqrt } from './sqrt.js';
import { truncate } from './truncate.js';

// spec 2 §5: "Most math nodes throw 'Invalid input' for non-number input."
const invalidInput = new NodeRuleError('Invalid input');

describe('math nodes of one number', () => {
  const cases = [
    [absolute, -2.5, 2.5, 0, 0],
    [ceiling, 1.2, 2, -1.5, -1],
    [complement, 0.25, 0.75, 1, 0],
    [decrement, 5, 4, 0, -1],
    [floor, 1.8, 1, -1.5, -2],
    [fraction, 3.75, 0.75, -2.5, -0.5],
    [increment, 5, 6, -1, 0],
    [negate, 3, -3, 0, -0],
    [round, 2.5, 3, -2.5, -2],
    [sign, -7, -1, 0, 0],
    [sqrt, 9, 3, 0, 0],
    [truncate, -3.7, -3, 0.9, 0],
  ] as const;

  for (const [node, normal, expected, edge, edgeExpected] of cases) {
    const name = node.definition.definitionName;
    it(`${name}: normal and edge input`, async () => {
      expect(await runOutput(node, { inputs: { number: normal } })).toBe(expected);
      expect(await runOutput(node, { inputs: { number: edge } })).toBe(edgeExpected);
    });
    it(`${name}: reads the param when the input is not wired`, async () => {
      expect(await runOutput(node, { params: { number: normal } })).toBe(expected);
    });
    it(`${name}: 'Invalid input' for a non-number`, async () => {
      await expect(runOutput(node, { inputs: { number: '3' } })).rejects.toThrow(invalidInput);
      await expect(runOutput(node, { inputs: { number: undefined } })).rejects.toThrow(invalidInput);
    });
  }

  it('sqrt of a negative number is NaN', async () => {
    expect(await runOutput(sqrt, { inputs: { number: -1 } })).toBeNaN();
  });
});

describe('math nodes of two numbers', () => {
  it('divide, remainder, exponent and minus compute from inputs and params', async () => {
    expect(await runOutput(divide, { inputs: { dividend: 7, divisor: 2 } })).toBe(3.5);
    expect(await runOutput(divide, { inputs: { dividend: 1, divisor: 0 } })).toBe(Number.POSITIVE_INFINITY);
    expect(await runOutput(remainder, { inputs: { dividend: -7, divisor: 3 } })).toBe(-1);
    expect(await runOutput(exponent, { inputs: { base: 2, exponent: 10 } })).toBe(1024);
    expect(await runOutput(exponent, { params: { base: 5, exponent: 0 } })).toBe(1);
    expect(await runOutput(minus, { inputs: { a: 3 }, params: { b: 5 } })).toBe(-2);
  });

  it("'Invalid input' when an operand is not a number", async () => {
    await expect(runOutput(divide, { inputs: { dividend: 'x', divisor: 2 } })).rejects.toThrow(invalidInput);
    await expect(runOutput(remainder, { inputs: { divisor: null } })).rejects.toThrow(invalidInput);
    await expect(runOutput(exponent, { inputs: { exponent: [] } })).rejects.toThrow(invalidInput);
    await expect(runOutput(minus, { inputs: { a: true } })).rejects.toThrow(invalidInput);
  });
});

describe('math nodes of many numbers', () => {
  it('plus, multiply, maximum and minimum fold every wired number', async () => {
    expect(await runOutput(plus, { inputs: { numbers: [1, 2, 3.5] } })).toBe(6.5);
    expect(await runOutput(multiply, { inputs: { numbers: [2, 3, 4] } })).toBe(24);
    expect(await runOutput(maximum, { inputs: { numbers: [2, -3, 9] } })).toBe(9);
    expect(await runOutput(minimum, { inputs: { numbers: [2, -3, 9] } })).toBe(-3);
  });

  it('nothing wired: plus is 0, multiply is 1, maximum and minimum are invalid', async () => {
    expect(await runOutput(plus)).toBe(0);
    expect(await runOutput(multiply, { inputs: { numbers: [] } })).toBe(1);
    await expect(runOutput(maximum)).rejects.toThrow(invalidInput);
    await expect(runOutput(minimum, { inputs: { numbers: [] } })).rejects.toThrow(invalidInput);
  });

  it("'Invalid input' when one wired value is not a number", async () => {
    for (const node of [plus, multiply, maximum, minimum]) {
      await expect(runOutput(node, { inputs: { numbers: [1, '2'] } })).rejects.toThrow(invalidInput);
    }
  });
});
