import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_DELAY_MS, prefetchWhenIdle } from './prefetch.js';

describe('prefetchWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the delay, then loads one module after another, past a failed one', async () => {
    const order: string[] = [];
    const loader =
      (name: string, fails = false) =>
      () => {
        order.push(name);
        return fails ? Promise.reject(new Error(name)) : Promise.resolve();
      };
    prefetchWhenIdle([loader('a', true), loader('b'), loader('c')]);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('loads nothing more once stopped', async () => {
    const loaded: string[] = [];
    const stop = prefetchWhenIdle(
      ['a', 'b'].map((name) => async () => {
        loaded.push(name);
        stop();
      }),
      0,
    );
    await vi.runAllTimersAsync();
    expect(loaded).toEqual(['a']);
  });
});
