import { describe, expect, it } from 'vitest';
import { fitLine, wrapLines } from './text-layout.js';

// one unit per character: layouts read in characters
const measure = (text: string) => text.length;

describe('fitLine', () => {
  it('keeps a text that fits, cuts one that does not with an ellipsis', () => {
    expect(fitLine('plate', 10, measure)).toBe('plate');
    expect(fitLine('a long node name', 8, measure)).toBe('a long …');
    expect(fitLine('', 8, measure)).toBe('');
  });
});

describe('wrapLines', () => {
  it("keeps the text's own line breaks and breaks long lines at spaces", () => {
    expect(wrapLines('one two three\nfour', 8, measure)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks a word longer than a line anywhere', () => {
    expect(wrapLines('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('stops at the line limit, the last kept line ending in an ellipsis', () => {
    expect(wrapLines('a\nb\nc\nd', 10, measure, 2)).toEqual(['a', 'b…']);
  });

  it('keeps empty lines', () => {
    expect(wrapLines('a\n\nb', 10, measure)).toEqual(['a', '', 'b']);
  });
});
