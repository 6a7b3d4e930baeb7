import { describe, expect, it } from 'vitest';
import { diffLanguage, diffText } from './diff-text.js';

describe('diffText', () => {
  it('indents values by the indent param and keeps strings', () => {
    expect(diffText({ a: [1] }, 2)).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(diffText({ a: 1 }, 0)).toBe('{"a":1}');
    expect(diffText('as is', 4)).toBe('as is');
    expect(diffText(undefined, 2)).toBe('');
  });
});

describe('diffLanguage', () => {
  it('highlights values and JSON texts as JSON, markup as HTML, other text plain', () => {
    expect(diffLanguage({ a: 1 }, 'text')).toBe('json');
    expect(diffLanguage('{"a":1}', '[2]')).toBe('json');
    expect(diffLanguage('<p>a</p>', '<p>b</p>')).toBe('html');
    expect(diffLanguage('one', 'two')).toBeUndefined();
  });
});
