import { NodeRuleError } from '@nodeloom/engine';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { fexIdentifier } from './fexIdentifier.js';
import { assertIdentifier, isValidIdentifier, isValidPropertyName } from './identifier.js';
import { run } from './run-rule.testing.js';

describe('identifier check', () => {
  it('accepts names a module can declare', () => {
    for (const name of ['x', 'total', '$el', '_private', 'café', 'a1', 'π'])
      expect(isValidIdentifier(name)).toBe(true);
  });

  it('refuses empty, malformed, reserved and strict-mode names', () => {
    for (const name of [
      '',
      ' x',
      '1a',
      'a b',
      'a-b',
      'a = 1',
      'a, b',
      'for',
      'class',
      'let',
      'await',
      'yield',
      'eval',
      'arguments',
      'null',
      'true',
    ]) {
      expect(isValidIdentifier(name), name).toBe(false);
    }
  });

  it("throws the spec's 'Invalid identifier: ...'", () => {
    expect(() => assertIdentifier('for')).toThrow(new NodeRuleError('Invalid identifier: for'));
    expect(() => assertIdentifier('2x')).toThrow('Invalid identifier: 2x');
    expect(assertIdentifier('ok')).toBe('ok');
  });

  it('agrees with acorn, which parses the declaration and the member access', () => {
    const declares = (name: string) => {
      try {
        const [statement] = parse(`let ${name};`, { ecmaVersion: 'latest', sourceType: 'module' }).body;
        return (
          statement?.type === 'VariableDeclaration' &&
          statement.declarations.length === 1 &&
          statement.declarations[0].id.type === 'Identifier' &&
          statement.declarations[0].id.name === name
        );
      } catch {
        return false;
      }
    };
    const followsDot = (name: string) => {
      try {
        const [statement] = parse(`_.${name};`, { ecmaVersion: 'latest', sourceType: 'module' }).body;
        return (
          statement?.type === 'ExpressionStatement' &&
          statement.expression.type === 'MemberExpression' &&
          statement.expression.property.type === 'Identifier' &&
          statement.expression.property.name === name
        );
      } catch {
        return false;
      }
    };
    const keywords =
      'await break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield implements interface let package private protected public static eval arguments as async from get of set target meta undefined NaN Infinity';
    const names = [
      ...keywords.split(' '),
      ...['x', '$', '_', '$el', 'café', 'π', 'ᚠ', 'a\u200Cb', 'x\u0301', '日本', 'a1', 'A_B$'],
      ...['', '1a', 'a b', 'a-b', '\\u0061', '#x', 'a.b', '@', 'a;', '💡', 'x\u200D'],
    ];
    for (const name of names) {
      expect(isValidIdentifier(name), `declare ${name}`).toBe(declares(name));
      expect(isValidPropertyName(name), `_.${name}`).toBe(followsDot(name));
    }
  });

  it('allows reserved words after a dot only', () => {
    expect(isValidPropertyName('class')).toBe(true);
    expect(isValidPropertyName('a b')).toBe(false);
  });
});

describe('fexIdentifier', () => {
  it('outputs an Identifier node; default name value', () => {
    expect(run(fexIdentifier).identifier).toEqual({ type: 'Identifier', name: 'value' });
    expect(run(fexIdentifier, { params: { name: 'count' } }).identifier).toEqual({
      type: 'Identifier',
      name: 'count',
    });
  });

  it('refuses an invalid name', () => {
    expect(() => run(fexIdentifier, { params: { name: 'my var' } })).toThrow('Invalid identifier: my var');
  });
});
