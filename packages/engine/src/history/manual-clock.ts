import type { Clock } from './clock.js';

/** A clock whose timers run only when `advance` moves time on: deterministic tests of timed behaviour. */
export function manualClock(start = 0): { clock: Clock; advance(ms: number): void; pendingTimers(): number } {
  let now = start;
  let sequence = 0;
  const timers: { at: number; seq: number; run: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const timer = { at: now + Math.max(0, ms), seq: sequence++, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      const i = timers.indexOf(handle as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      next.run();
    }
    now = until;
  };
  return { clock, advance, pendingTimers: () => timers.length };
}
