import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value.js';

describe('formatValue', () => {
  it('shows scalars as they read', () => {
    expect(formatValue(42)).toBe('42');
    expect(formatValue(true)).toBe('true');
    expect(formatValue(null)).toBe('null');
    expect(formatValue(undefined)).toBe('undefined');
    expect(formatValue('hi')).toBe('"hi"');
  });

  it('shows the first items of an array and counts the rest', () => {
    expect(formatValue([1, 2, 3, 4, 5])).toBe('[1, 2, 3, … 2 more]');
    expect(formatValue([])).toBe('[]');
  });

  it('shows the first keys of an object and counts the rest', () => {
    expect(formatValue({ a: 1, b: 'x', c: [1], d: 4 })).toBe('{a: 1, b: "x", c: [1], … 1 more}');
  });

  it('keeps nested values short', () => {
    expect(formatValue({ a: { b: { c: { d: 1 } } } })).toBe('{a: {b: {…}}}');
  });

  it('truncates to the limit with an ellipsis, on one line', () => {
    const text = formatValue('line one\nline two '.repeat(20), 30);
    expect(text).toHaveLength(30);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toContain('\n');
  });

  it('survives cycles and odd values', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(formatValue(cyclic)).toBe('{name: "loop", self: [Circular]}');
    expect(formatValue(10n)).toBe('10n');
    expect(formatValue(function named() {})).toBe('ƒ named()');
    expect(formatValue(new Uint8Array(4))).toBe('Uint8Array(4)');
  });
});
