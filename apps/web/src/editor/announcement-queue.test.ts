import { describe, expect, it } from 'vitest';
import { ANNOUNCE_CLEAR_MS, ANNOUNCE_GAP_MS, AnnouncementQueue } from './announcement-queue.js';

/** a queue on a fake clock: `shown` lists what the region showed, `at(ms)` moves time on */
function fakeQueue() {
  let now = 0;
  let timers: { due: number; run: () => void }[] = [];
  const shown: string[] = [];
  const queue = new AnnouncementQueue({
    show: (text) => shown.push(text),
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { due: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
  });
  const at = (ms: number) => {
    for (let next = timers.find((t) => t.due <= ms); next; next = timers.find((t) => t.due <= ms)) {
      timers = timers.filter((t) => t !== next);
      now = next.due;
      next.run();
    }
    now = ms;
  };
  return { queue, shown, at };
}

describe('AnnouncementQueue (the live region’s rate limit)', () => {
  it('shows the first message at once and the next no sooner than the gap after it', () => {
    const { queue, shown, at } = fakeQueue();
    queue.announce('plus1 added');
    expect(shown).toEqual(['plus1 added']);
    at(100);
    queue.announce('constant wired to plus1 input numbers');
    expect(shown).toEqual(['plus1 added']);
    at(ANNOUNCE_GAP_MS - 1);
    expect(shown).toHaveLength(1);
    at(ANNOUNCE_GAP_MS);
    expect(shown).toEqual(['plus1 added', 'constant wired to plus1 input numbers']);
  });

  it('lets a newer message replace the waiting one, and adds up tallies of one verb', () => {
    const { queue, shown, at } = fakeQueue();
    queue.announce('plus1 = 1');
    queue.announce('plus1 = 2');
    queue.announce('plus1 = 3');
    at(ANNOUNCE_GAP_MS);
    expect(shown).toEqual(['plus1 = 1', 'plus1 = 3']);
    for (let i = 0; i < 30; i++) queue.announce({ text: `c${i} added`, tally: { verb: 'added', count: 1 } });
    at(2 * ANNOUNCE_GAP_MS);
    expect(shown.at(-1)).toBe('30 nodes added');
    expect(shown).toHaveLength(3);
  });

  it('does not say again what the region still shows; after it empties, it does', () => {
    const { queue, shown, at } = fakeQueue();
    queue.announce('plus1 moved');
    at(1000);
    queue.announce('plus1 moved');
    expect(shown).toEqual(['plus1 moved']);
    at(ANNOUNCE_CLEAR_MS);
    expect(shown).toEqual(['plus1 moved', '']);
    expect(queue.shown()).toBe('');
    queue.announce('plus1 moved');
    expect(shown).toEqual(['plus1 moved', '', 'plus1 moved']);
  });

  it('ignores empty texts', () => {
    const { queue, shown } = fakeQueue();
    queue.announce('  ');
    expect(shown).toEqual([]);
  });
});
