import type { DetailLevel } from '../canvas/canvas-ui.js';
import { VIEWS_PER_FRAME } from './mount-stages.js';

type Schedule = (step: () => void) => () => void;

const nextFrame: Schedule = (step) => {
  const frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
};

/**
 * The detail each node view draws (full body or plain plate). When the zoom crosses the plain
 * threshold, the views in sight take the new detail VIEWS_PER_FRAME per frame from the view's
 * centre outwards, then every other view at once, instead of all re-rendering in one frame. Each
 * view listens to its own id only.
 */
export class DetailRollout {
  #target: DetailLevel = 'full';
  #previous: DetailLevel = 'full';
  /** the ids that took the target while a rollout runs; null when every view shows it */
  #switched: Set<string> | null = null;
  readonly #listeners = new Map<string, Set<() => void>>();
  readonly #schedule: Schedule;
  #cancel: (() => void) | undefined;

  constructor(schedule: Schedule = nextFrame) {
    this.#schedule = schedule;
  }

  /** whether views are still taking the last detail set */
  get running(): boolean {
    return this.#switched !== null;
  }

  detailOf = (id: string): DetailLevel =>
    !this.#switched || this.#switched.has(id) ? this.#target : this.#previous;

  subscribe = (id: string, listener: () => void): (() => void) => {
    const set = this.#listeners.get(id) ?? new Set<() => void>();
    this.#listeners.set(id, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(id);
    };
  };

  /** The canvas's detail is now `target`; `order` lists the views in sight, nearest the centre first. */
  set(target: DetailLevel, order: readonly string[]): void {
    if (target === this.#target && !this.#switched) return;
    // a rollout under way ends at once: its views all show its target before the next begins
    this.#finish();
    if (target === this.#target) return;
    this.#previous = this.#target;
    this.#target = target;
    if (order.length <= VIEWS_PER_FRAME) {
      this.#notifyAll();
      return;
    }
    this.#switched = new Set();
    this.#step(order, 0);
  }

  dispose(): void {
    this.#cancel?.();
    this.#listeners.clear();
  }

  #step(order: readonly string[], from: number): void {
    const switched = this.#switched;
    if (!switched) return;
    const batch = order.slice(from, from + VIEWS_PER_FRAME);
    for (const id of batch) switched.add(id);
    for (const id of batch) this.#notify(id);
    if (from + VIEWS_PER_FRAME >= order.length) {
      this.#finish();
      return;
    }
    this.#cancel = this.#schedule(() => this.#step(order, from + VIEWS_PER_FRAME));
  }

  /** Every view shows the target (those not switched yet re-render now). */
  #finish(): void {
    this.#cancel?.();
    this.#cancel = undefined;
    const switched = this.#switched;
    if (!switched) return;
    this.#switched = null;
    for (const id of [...this.#listeners.keys()]) if (!switched.has(id)) this.#notify(id);
  }

  #notify(id: string): void {
    for (const listener of this.#listeners.get(id) ?? []) listener();
  }

  #notifyAll(): void {
    for (const id of [...this.#listeners.keys()]) this.#notify(id);
  }
}
