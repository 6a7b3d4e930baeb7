import { describe, expect, it } from 'vitest';
import { HEAD_TRUST_MS, HeadCounters } from './head-counters.js';

describe('HeadCounters', () => {
  it('knows a head it heard of until the trust runs out, and never moves it back', () => {
    let now = 0;
    const heads = new HeadCounters(HEAD_TRUST_MS, () => now);
    expect(heads.known('p')).toBeUndefined();
    heads.heard('p', 7);
    heads.heard('p', 5);
    expect(heads.known('p')).toBe(7);
    now = HEAD_TRUST_MS + 1;
    expect(heads.known('p')).toBeUndefined();
    heads.heard('p', 7);
    expect(heads.known('p')).toBe(7);
  });

  it('trusts forever where this instance is the only writer', () => {
    let now = 0;
    const heads = new HeadCounters(Number.POSITIVE_INFINITY, () => now);
    heads.heard('p', 3);
    now = 10 * 60_000;
    expect(heads.known('p')).toBe(3);
  });
});
