import { NodeRuleError } from '@nodeloom/engine';
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
