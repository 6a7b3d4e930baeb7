import { describe, expect, it } from 'vitest';
import { SharedCache } from './shared-cache.js';

describe('SharedCache', () => {
  it('makes a value once per key and shares it', () => {
    const cache = new SharedCache<{ key: string }>(() => {}, 2);
    let made = 0;
    const make = () => ({ key: `v${++made}` });
    expect(cache.acquire('a', make)).toBe(cache.acquire('a', make));
    expect(made).toBe(1);
  });

  it('keeps unused values up to the idle limit, disposing the oldest first', () => {
    const disposed: string[] = [];
    const cache = new SharedCache<string>((v) => disposed.push(v), 2);
    for (const key of ['a', 'b', 'c']) {
      cache.acquire(key, () => key);
      cache.release(key);
    }
    expect(disposed).toEqual(['a']);
    expect(cache.size).toBe(2);
    // a value in use again leaves the idle ones
    cache.acquire('b', () => 'x');
    cache.acquire('d', () => 'd');
    cache.release('d');
    cache.acquire('e', () => 'e');
    cache.release('e');
    expect(disposed).toEqual(['a', 'c']);
  });

  it('never disposes a value in use', () => {
    const disposed: string[] = [];
    const cache = new SharedCache<string>((v) => disposed.push(v), 0);
    cache.acquire('a', () => 'a');
    cache.acquire('a', () => 'a');
    cache.release('a');
    expect(disposed).toEqual([]);
    cache.release('a');
    expect(disposed).toEqual(['a']);
  });
});
