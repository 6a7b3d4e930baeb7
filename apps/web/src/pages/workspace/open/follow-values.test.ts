import { afterEach, describe, expect, it, vi } from 'vitest';
import { followValues } from './follow-values.js';

/** An editor whose values left and emits the test sets, on a clock the test moves. */
function fakeEditor(left: number) {
  const listeners = new Set<() => void>();
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    editor: {
      evaluation: { pending: () => left },
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    /** the evaluation reports: `next` values left, `ms` after the last report */
    pass(next: number, ms: number) {
      left = next;
      now += ms;
      for (const listener of [...listeners]) listener();
    },
    listening: () => listeners.size,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('followValues', () => {
  it('reports now, then changes at most every 200 ms, and 0 at once, then stops listening', () => {
    const fake = fakeEditor(5000);
    const reports: number[] = [];
    followValues(fake.editor, (left) => reports.push(left));
    fake.pass(4000, 50); // too soon after the first report
    fake.pass(3000, 200);
    fake.pass(3000, 300); // no change
    fake.pass(0, 10); // done: reported whatever the time
    fake.pass(7, 500); // a later edit's pass is not the open's progress
    expect(reports).toEqual([5000, 3000, 0]);
    expect(fake.listening()).toBe(0);
  });

  it('an evaluation already done reports 0 once and stops', () => {
    const fake = fakeEditor(0);
    const reports: number[] = [];
    followValues(fake.editor, (left) => reports.push(left));
    expect(reports).toEqual([0]);
    expect(fake.listening()).toBe(0);
  });
});
