import { type Announcement, mergeAnnouncements } from './announcements.js';

/** At most one message this often: a screen reader still speaking is interrupted by the next. */
export const ANNOUNCE_GAP_MS = 500;
/** The region empties this long after a message; until then the same text is not said again. */
export const ANNOUNCE_CLEAR_MS = 3000;

export interface AnnouncementQueueOptions {
  /** what the live region shows ('' empties it) */
  show(text: string): void;
  now?: () => number;
  /** runs `run` after `ms`; returns what cancels it */
  setTimer?: (run: () => void, ms: number) => () => void;
  gapMs?: number;
  clearMs?: number;
}

const browserTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * The live region's rate limit, never a flood: a message is shown at once when none was in the
 * last `gapMs`, else it waits for the gap; a newer message replaces the waiting one (tallies of
 * one verb add up: "50 nodes added"); a text the region still shows is not shown again. The
 * region empties `clearMs` after its last message, so a repeat after that is heard.
 */
export class AnnouncementQueue {
  readonly #show: (text: string) => void;
  readonly #now: () => number;
  readonly #setTimer: (run: () => void, ms: number) => () => void;
  readonly #gapMs: number;
  readonly #clearMs: number;
  #pending: Announcement | undefined;
  #shown = '';
  #shownAt = Number.NEGATIVE_INFINITY;
  #cancelFlush: (() => void) | undefined;
  #cancelClear: (() => void) | undefined;

  constructor(options: AnnouncementQueueOptions) {
    this.#show = options.show;
    this.#now = options.now ?? Date.now;
    this.#setTimer = options.setTimer ?? browserTimer;
    this.#gapMs = options.gapMs ?? ANNOUNCE_GAP_MS;
    this.#clearMs = options.clearMs ?? ANNOUNCE_CLEAR_MS;
  }

  /** what the region shows now */
  shown(): string {
    return this.#shown;
  }

  announce(next: Announcement | string): void {
    const announcement = typeof next === 'string' ? { text: next } : next;
    if (announcement.text.trim() === '') return;
    this.#pending = this.#pending ? mergeAnnouncements(this.#pending, announcement) : announcement;
    if (this.#cancelFlush) return;
    const wait = this.#shownAt + this.#gapMs - this.#now();
    if (wait <= 0) this.#flush();
    else
      this.#cancelFlush = this.#setTimer(() => {
        this.#cancelFlush = undefined;
        this.#flush();
      }, wait);
  }

  /** empties the region (then the last text may be said again) */
  clear(): void {
    this.#cancelClear?.();
    this.#cancelClear = undefined;
    if (this.#shown === '') return;
    this.#shown = '';
    this.#show('');
  }

  dispose(): void {
    this.#cancelFlush?.();
    this.#cancelClear?.();
    this.#cancelFlush = this.#cancelClear = this.#pending = undefined;
  }

  #flush(): void {
    const next = this.#pending;
    this.#pending = undefined;
    if (!next || next.text === this.#shown) return;
    this.#shown = next.text;
    this.#shownAt = this.#now();
    this.#show(next.text);
    this.#cancelClear?.();
    this.#cancelClear = this.#setTimer(() => {
      this.#cancelClear = undefined;
      this.clear();
    }, this.#clearMs);
  }
}
