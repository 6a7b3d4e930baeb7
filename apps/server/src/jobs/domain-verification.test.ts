import { describe, expect, it } from 'vitest';
import { MAX_RETRY_MS, retryDelayMs } from './domain-verification.js';

describe('domain verification back-off', () => {
  it('waits 30 s after the first miss, doubles, and never waits more than an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(50)).toBe(MAX_RETRY_MS);
  });
});
