import { describe, expect, it } from 'vitest';
import { identifier } from './estree.js';
import { toExpression } from './expression.js';
import { fexArrayGetItem } from './fexArrayGetItem.js';
import { BINARY_OPERATORS, fexBinaryExpression } from './fexBinaryExpression.js';
import { fexCreateArray } from './fexCreateArray.js';
import { fexCreateObject } from './fexCreateObject.js';
import { fexCreateObjectProperty } from './fexCreateObjectProperty.js';
import { fexLiteral } from './fexLiteral.js';
import { fexMemberExpression } from './fexMemberExpression.js';
import { fexPlus } from './fexPlus.js';
import { fexPrimaryTypeConversion } from './fexPrimaryTypeConversion.js';
import { fexStringConcat } from './fexStringConcat.js';
import { print } from './print.testing.js';
import { run } from './run-rule.testing.js';

const x = identifier('x');
const list = identifier('list');

describe('fexLiteral', () => {
  it('prints string, number and boolean literals; default is the empty string', () => {
    expect(print(run(fexLiteral).literal)).toBe('""');
    expect(print(run(fexLiteral, { params: { type: 'string', value: 'hi "you"' } }).literal)).toBe(
      '"hi \\"you\\""',
    );
    expect(print(run(fexLiteral, { params: { type: 'number', value: '2.5' } }).literal)).toBe('2.5');
    expect(print(run(fexLiteral, { params: { type: 'number', value: -3 } }).literal)).toBe('-3');
    expect(print(run(fexLiteral, { params: { type: 'boolean', value: 'TRUE' } }).literal)).toBe('true');
    expect(print(run(fexLiteral, { params: { type: 'boolean', value: false } }).literal)).toBe('false');
  });

  it("refuses an unknown type with 'Invalid literal type' and a non-number", () => {
    expect(() => run(fexLiteral, { params: { type: 'date' } })).toThrow('Invalid literal type');
    expect(() => run(fexLiteral, { params: { type: 'number', value: 'abc' } })).toThrow(
      'Invalid number literal: abc',
    );
  });
});

describe('fexBinaryExpression', () => {
  it('has the spec operators, + by default', () => {
    expect(BINARY_OPERATORS).toEqual(['+', '-', '*', '/', '===', '!==', '>', '>=', '<', '<=', '%', '**']);
    expect(print(run(fexBinaryExpression, { inputs: { left: x, right: 1 } }).expression)).toBe('x + 1');
  });

  it('prints each operator', () => {
    for (const operator of BINARY_OPERATORS) {
      const result = run(fexBinaryExpression, { inputs: { left: x, right: 2 }, params: { operator } });
      expect(print(result.expression)).toBe(`x ${operator} 2`);
    }
  });

  it('keeps precedence through nesting and negative numbers', () => {
    const sum = run(fexBinaryExpression, { inputs: { left: x, right: 1 } }).expression;
    const product = run(fexBinaryExpression, {
      inputs: { left: sum, right: -2 },
      params: { operator: '*' },
    }).expression;
    expect(print(product)).toBe('(x + 1) * -2');
    const power = run(fexBinaryExpression, {
      inputs: { left: -2, right: 2 },
      params: { operator: '**' },
    }).expression;
    expect(print(power)).toBe('(-2) ** 2');
  });

  it('refuses an unknown operator', () => {
    expect(() =>
      run(fexBinaryExpression, { inputs: { left: x, right: 1 }, params: { operator: '&&' } }),
    ).toThrow('Invalid operator: &&');
  });
});

describe('fexPlus and fexStringConcat', () => {
  it('adds its inputs left to right', () => {
    expect(print(run(fexPlus, { inputs: { values: [x, 1, 'a'] } }).expression)).toBe('x + 1 + "a"');
    expect(print(run(fexPlus, { inputs: { values: [x] } }).expression)).toBe('x');
    expect(() => run(fexPlus, { inputs: { values: [] } })).toThrow('Invalid input');
  });

  it('joins with divider, prefix and suffix, escaping template text', () => {
    const open = '$' + '{'; // a literal template opener, written so it is not read as a template
    const joined = run(fexStringConcat, {
      inputs: { strings: [x, 'b'] },
      params: { divider: ', ', prefix: '[`', suffix: open + '}]' },
    }).expression;
    expect(print(joined)).toBe('`[\\`' + open + 'x}, ' + open + '"b"}\\' + open + '}]`');
    expect(print(run(fexStringConcat).expression)).toBe('``');
  });
});

describe('fexMemberExpression and fexArrayGetItem', () => {
  it('reads a property by name, by a non-identifier name, or by expression', () => {
    expect(print(run(fexMemberExpression, { inputs: { object: list } }).expression)).toBe('list.length');
    expect(
      print(run(fexMemberExpression, { inputs: { object: list }, params: { property: 'a-b' } }).expression),
    ).toBe('list["a-b"]');
    expect(print(run(fexMemberExpression, { inputs: { object: list, property: x } }).expression)).toBe(
      'list[x]',
    );
  });

  it('reads an item by integer index, negative from the end, or by a computed index', () => {
    expect(print(run(fexArrayGetItem, { inputs: { array: list } }).item)).toBe('list[0]');
    expect(print(run(fexArrayGetItem, { inputs: { array: list }, params: { index: -1 } }).item)).toBe(
      'list.at(-1)',
    );
    expect(print(run(fexArrayGetItem, { inputs: { array: list, index: x } }).item)).toBe('list[x]');
    expect(print(run(fexArrayGetItem, { inputs: { array: [1, 2] }, params: { index: 1 } }).item)).toBe(
      '[1, 2][1]',
    );
  });

  it("fails with 'Invalid array' and 'Invalid index, it is not an integer'", () => {
    expect(() => run(fexArrayGetItem, { inputs: { array: 'abc' } })).toThrow('Invalid array');
    expect(() => run(fexArrayGetItem, { inputs: { array: { a: 1 } } })).toThrow('Invalid array');
    expect(() => run(fexArrayGetItem, { inputs: { array: list }, params: { index: 1.5 } })).toThrow(
      'Invalid index, it is not an integer',
    );
    expect(() => run(fexArrayGetItem, { inputs: { array: list, index: 'a' } })).toThrow(
      'Invalid index, it is not an integer',
    );
  });
});

describe('fexPrimaryTypeConversion', () => {
  it('converts with String, Number or Boolean', () => {
    expect(print(run(fexPrimaryTypeConversion, { inputs: { value: x } }).result)).toBe('String(x)');
    expect(
      print(run(fexPrimaryTypeConversion, { inputs: { value: x }, params: { type: 'number' } }).result),
    ).toBe('Number(x)');
    expect(
      print(run(fexPrimaryTypeConversion, { inputs: { value: x }, params: { type: 'boolean' } }).result),
    ).toBe('Boolean(x)');
  });

  it("refuses other types with 'Invalid primary type'", () => {
    expect(() => run(fexPrimaryTypeConversion, { inputs: { value: x }, params: { type: 'bigint' } })).toThrow(
      'Invalid primary type',
    );
  });
});

describe('arrays and objects', () => {
  it('creates an array literal in connection order', () => {
    expect(print(run(fexCreateArray, { inputs: { items: [x, 2, 'three'] } }).array)).toBe('[x, 2, "three"]');
    expect(print(run(fexCreateArray).array)).toBe('[]');
  });

  it('creates an object from properties and spreads', () => {
    const a = run(fexCreateObjectProperty, { inputs: { value: x }, params: { key: 'a' } }).property;
    const b = run(fexCreateObjectProperty, { inputs: { value: 1 }, params: { key: 'data-id' } }).property;
    const object = run(fexCreateObject, {
      inputs: { properties: [a, b, identifier('rest'), { c: true }] },
    }).object;
    expect(print(object).replace(/\s+/g, ' ')).toBe('{ a: x, "data-id": 1, ...rest, c: true }');
  });

  it('refuses a property that is neither a property, an expression nor an object', () => {
    expect(() => run(fexCreateObject, { inputs: { properties: [5] } })).toThrow(
      'Invalid object property: properties[0]',
    );
  });
});

describe('plain values as exec-data', () => {
  it('become the literal code that produces them', () => {
    expect(
      print(toExpression({ a: [1, null, undefined], 'b c': Number.NaN }, 'v')).replace(/\s+/g, ' '),
    ).toBe('{ a: [1, null, undefined], "b c": NaN }');
  });

  it('refuses what has no literal form, naming the input', () => {
    expect(() => toExpression(() => 1, 'value')).toThrow('Invalid expression: value');
    expect(() => toExpression(new Date(0), 'left')).toThrow('Invalid expression: left');
  });
});
