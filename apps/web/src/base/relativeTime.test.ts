import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.js';

describe('relativeTime', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('says how long ago a date was, in the largest fitting unit', () => {
    expect(relativeTime('2026-05-10T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-05-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-05-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-05-09T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-04-19T12:00:00Z', now)).toBe('3 weeks ago');
    expect(relativeTime('2025-05-10T12:00:00Z', now)).toBe('last year');
  });
  it('gives nothing for a malformed date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
