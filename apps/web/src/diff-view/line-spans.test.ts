import { describe, expect, it } from 'vitest';
import { lineSpans, overlaySpans } from './line-spans.js';

describe('overlaySpans', () => {
  it('splits tokens at the changes and keeps both classes', () => {
    const tokens = [
      { text: '"name"', className: 'tok-propertyName' },
      { text: ': ', className: '' },
      { text: '"Ada"', className: 'tok-string' },
    ];
    const changes = [
      { text: '"name": "A', className: '' },
      { text: 'da', className: 'diff-change' },
      { text: '"', className: '' },
    ];
    expect(overlaySpans(tokens, changes)).toEqual([
      { text: '"name"', className: 'tok-propertyName' },
      { text: ': ', className: '' },
      { text: '"A', className: 'tok-string' },
      { text: 'da', className: 'tok-string diff-change' },
      { text: '"', className: 'tok-string' },
    ]);
  });
});

describe('lineSpans', () => {
  it('draws a plain line as one span, and changes alone when not highlighted', () => {
    expect(lineSpans('x = 1', undefined, undefined)).toEqual([{ text: 'x = 1', className: '' }]);
    expect(
      lineSpans('ab', undefined, [
        { text: 'a', changed: false },
        { text: 'b', changed: true },
      ]),
    ).toEqual([
      { text: 'a', className: '' },
      { text: 'b', className: 'diff-change' },
    ]);
  });
});
