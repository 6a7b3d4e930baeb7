import { ReplayAlreadyStartedError } from '../errors/index.js';
import type { GraphEvent } from '../events/index.js';
import { DEFAULT_REPLAY_SPEED } from '../model/index.js';
import type { Project } from '../project/project.js';
import type { Clock } from './clock.js';

export type HistoryReplayStatus = 'stopped' | 'playing' | 'paused' | 'finished';

/** The longest pause between two replayed events, in ms at speed 1 (ours: long idle gaps are cut). */
export const MAX_REPLAY_GAP_MS = 1000;

/**
 * History replay (the replay bar of spec 2 §2): plays a project's events into a project, spaced
 * as they were recorded divided by the speed (default 1). Starts stopped; starting while it plays
 * or is paused raises 'Events replay already started'. While it runs, the project refuses undo.
 */
export class HistoryReplay {
  status: HistoryReplayStatus = 'stopped';
  speed = DEFAULT_REPLAY_SPEED;
  position = 0;
  #timer: unknown;
  readonly #listeners = new Set<(status: HistoryReplayStatus, position: number) => void>();

  constructor(
    readonly events: readonly GraphEvent[],
    readonly project: Project,
    readonly clock: Clock,
  ) {}

  onChange(listener: (status: HistoryReplayStatus, position: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    if (this.status === 'playing' || this.status === 'paused') throw new ReplayAlreadyStartedError();
    this.position = 0;
    this.#play();
  }

  pause(): void {
    if (this.status !== 'playing') return;
    this.clock.clearTimeout(this.#timer);
    this.#set('paused');
  }

  resume(): void {
    if (this.status === 'paused') this.#play();
  }

  stop(): void {
    this.clock.clearTimeout(this.#timer);
    this.project.replaying = false;
    this.#set('stopped');
  }

  setSpeed(speed: number): void {
    if (!(speed > 0)) throw new RangeError(`Replay speed must be above 0: ${speed}`);
    this.speed = speed;
  }

  #play(): void {
    this.project.replaying = true;
    this.#set('playing');
    this.#next();
  }

  #next(): void {
    if (this.position >= this.events.length) {
      this.project.replaying = false;
      this.#set('finished');
      return;
    }
    const event = this.events[this.position];
    this.project.apply([event], 'replay');
    this.position++;
    const following = this.events[this.position];
    const gap = following
      ? Math.min(Math.max(0, following.timestamp - event.timestamp), MAX_REPLAY_GAP_MS)
      : 0;
    this.#emit();
    this.#timer = this.clock.setTimeout(() => this.#next(), gap / this.speed);
  }

  #set(status: HistoryReplayStatus): void {
    this.status = status;
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener(this.status, this.position);
  }
}
