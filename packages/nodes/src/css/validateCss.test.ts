import { describe, expect, it } from 'vitest';
import { assertValidCss, cssProblems } from './validateCss.js';

describe('CSS validation (css-tree)', () => {
  it('accepts valid stylesheets, custom properties and unknown properties', () => {
    expect(
      cssProblems(
        'a { color: red; --gap: 4px; -x-thing: 1 } @media (min-width: 640px) { .b { margin: 0 auto } }',
      ),
    ).toEqual([]);
    expect(cssProblems('')).toEqual([]);
  });

  it('reports syntax errors with their position', () => {
    expect(cssProblems('a {{ }')).toEqual(['Identifier is expected (line 1, column 4)']);
  });

  it('reports values that do not match the property grammar, and empty values', () => {
    expect(cssProblems('a { color: 12px }')[0]).toMatch(/^Invalid value for "color": 12px/);
    expect(cssProblems('a { color: ; }')[0]).toMatch(/^Empty value for "color"/);
  });

  it("fails as 'Invalid CSS: ' plus the messages (spec 2 §5)", () => {
    expect(() => assertValidCss('}}}')).toThrow(
      'Invalid CSS: Selector is expected (line 1, column 1); "{" is expected (line 1, column 4)',
    );
  });
});
