import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../shared/catalogue-check.js';
import { runOutput } from '../shared/rule-harness.js';
import { isFiniteNode } from './isFinite.js';
import { isIntegerNode } from './isInteger.js';
import { isNanNode } from './isNan.js';
import { stringToFloatNode } from './stringToFloat.js';
import { stringToIntNode } from './stringToInt.js';
import { toExponentialNode } from './toExponential.js';
import { toFixedNode } from './toFixed.js';
import { toPrecisionNode } from './toPrecision.js';
import { toStringNode } from './toString.js';

const fail = (message: string) => new NodeRuleError(message);

describe('number catalogue', () => {
  it('registers every name of node-catalogue.md row "number" with a valid definition', () => {
    const names = [
      'isFinite',
      'isInteger',
      'isNan',
      'stringToFloat',
      'stringToInt',
      'toExponential',
      'toFixed',
    ];
    expect(catalogueProblems('number', [...names, 'toPrecision', 'toString'])).toEqual([]);
  });
});

describe('isFinite, isInteger, isNan (boolean outputs)', () => {
  it('checks numbers without coercing other values', async () => {
    expect(await runOutput(isFiniteNode, { inputs: { value: 3.5 } })).toBe(true);
    expect(await runOutput(isFiniteNode, { inputs: { value: Number.POSITIVE_INFINITY } })).toBe(false);
    expect(await runOutput(isFiniteNode, { inputs: { value: '3' } })).toBe(false);
    expect(await runOutput(isIntegerNode, { inputs: { value: 4 } })).toBe(true);
    expect(await runOutput(isIntegerNode, { inputs: { value: 4.5 } })).toBe(false);
    expect(await runOutput(isNanNode, { inputs: { value: Number.NaN } })).toBe(true);
    expect(await runOutput(isNanNode, { inputs: { value: 'abc' } })).toBe(false);
    expect(await runOutput(isNanNode, {})).toBe(false);
  });
});

describe('stringToFloat', () => {
  it('parses strings and numbers', async () => {
    expect(await runOutput(stringToFloatNode, { inputs: { string: '3.25px' } })).toBe(3.25);
    expect(await runOutput(stringToFloatNode, { inputs: { string: 7 } })).toBe(7);
    expect(await runOutput(stringToFloatNode, { params: { string: '-1e3' } })).toBe(-1000);
    expect(await runOutput(stringToFloatNode, { inputs: { string: '' } })).toBeNaN();
  });
  it("'Invalid input type, cannot parse to float' for input that is neither string nor number", async () => {
    for (const value of [true, null, {}, [1]])
      await expect(runOutput(stringToFloatNode, { inputs: { string: value } })).rejects.toThrow(
        fail('Invalid input type, cannot parse to float'),
      );
  });
});

describe('stringToInt (radix 2 to 36, -1 means default)', () => {
  it('parses with the default radix and with a given one', async () => {
    expect(await runOutput(stringToIntNode, { inputs: { string: '42.9' } })).toBe(42);
    expect(await runOutput(stringToIntNode, { inputs: { string: '0x1f' } })).toBe(31);
    expect(await runOutput(stringToIntNode, { inputs: { string: '101' }, params: { radix: 2 } })).toBe(5);
    expect(await runOutput(stringToIntNode, { inputs: { string: 'z' }, params: { radix: 36 } })).toBe(35);
    expect(await runOutput(stringToIntNode, { inputs: { string: 'abc' } })).toBeNaN();
  });
  it("'Radix must be between 2 and 36'", async () => {
    for (const radix of [1, 37, 0])
      await expect(
        runOutput(stringToIntNode, { inputs: { string: '1' }, params: { radix } }),
      ).rejects.toThrow(fail('Radix must be between 2 and 36'));
  });
  it("'Invalid input' for input that is neither string nor number", async () => {
    await expect(runOutput(stringToIntNode, { inputs: { string: false } })).rejects.toThrow(
      fail('Invalid input'),
    );
  });
});

describe('toExponential (fraction digits -1 to 20)', () => {
  it('formats with as many digits as needed by default and with given digits', async () => {
    expect(await runOutput(toExponentialNode, { inputs: { number: 12345 } })).toBe('1.2345e+4');
    expect(
      await runOutput(toExponentialNode, { inputs: { number: 12345 }, params: { fractionDigits: 1 } }),
    ).toBe('1.2e+4');
    expect(await runOutput(toExponentialNode, { inputs: { number: 0 }, params: { fractionDigits: 0 } })).toBe(
      '0e+0',
    );
    expect(
      await runOutput(toExponentialNode, { inputs: { number: 1 }, params: { fractionDigits: 20 } }),
    ).toBe(`1.${'0'.repeat(20)}e+0`);
  });
  it("'Precision must be between -1 and 20'", async () => {
    for (const fractionDigits of [-2, 21])
      await expect(
        runOutput(toExponentialNode, { inputs: { number: 1 }, params: { fractionDigits } }),
      ).rejects.toThrow(fail('Precision must be between -1 and 20'));
  });
});

describe('toFixed (precision 0 to 20, default 2)', () => {
  it('formats with 2 digits by default and at the boundaries', async () => {
    expect(await runOutput(toFixedNode, { inputs: { number: 3.14659 } })).toBe('3.15');
    expect(await runOutput(toFixedNode, { inputs: { number: 2.5 }, params: { precision: 0 } })).toBe('3');
    expect(await runOutput(toFixedNode, { inputs: { number: 1 }, params: { precision: 20 } })).toBe(
      `1.${'0'.repeat(20)}`,
    );
  });
  it("'Precision must be between 0 and 20' and 'Invalid input'", async () => {
    await expect(
      runOutput(toFixedNode, { inputs: { number: 1 }, params: { precision: 21 } }),
    ).rejects.toThrow(fail('Precision must be between 0 and 20'));
    await expect(runOutput(toFixedNode, { inputs: { number: '1' } })).rejects.toThrow(fail('Invalid input'));
  });
});

describe('toPrecision (1 to 21, default 2)', () => {
  it('formats with 2 significant digits by default and at the boundaries', async () => {
    expect(await runOutput(toPrecisionNode, { inputs: { number: 123.456 } })).toBe('1.2e+2');
    expect(await runOutput(toPrecisionNode, { inputs: { number: 0.5 }, params: { precision: 1 } })).toBe(
      '0.5',
    );
    expect(await runOutput(toPrecisionNode, { inputs: { number: 1 }, params: { precision: 21 } })).toBe(
      `1.${'0'.repeat(20)}`,
    );
  });
  it("'Precision must be between 1 and 21'", async () => {
    for (const precision of [0, 22])
      await expect(
        runOutput(toPrecisionNode, { inputs: { number: 1 }, params: { precision } }),
      ).rejects.toThrow(fail('Precision must be between 1 and 21'));
  });
});

describe('toString (radix 2 to 36, default 10)', () => {
  it('writes in radix 10 by default and at the boundaries', async () => {
    expect(await runOutput(toStringNode, { inputs: { number: 255 } })).toBe('255');
    expect(await runOutput(toStringNode, { inputs: { number: 5 }, params: { radix: 2 } })).toBe('101');
    expect(await runOutput(toStringNode, { inputs: { number: 35 }, params: { radix: 36 } })).toBe('z');
  });
  it("'Radix must be between 2 and 36' and 'Invalid input'", async () => {
    await expect(runOutput(toStringNode, { inputs: { number: 5 }, params: { radix: 37 } })).rejects.toThrow(
      fail('Radix must be between 2 and 36'),
    );
    await expect(runOutput(toStringNode, { inputs: { number: null } })).rejects.toThrow(
      fail('Invalid input'),
    );
  });
});
