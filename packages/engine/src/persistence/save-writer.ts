import type { Clock } from '../history/clock.js';
import { type RandomSource, SAVE_MIN_TIMEOUT_MS, SAVE_RETRIES, SAVE_THROTTLE_MS } from '../model/index.js';
import { type UnorderedUpdate, updateKey } from './unordered-updates.js';

export type SaveStatus = 'Idle' | 'Saving' | 'RetryingSaving' | 'ErrorSaving' | 'Disabled';

/** Sends one batch of updates (POST /projects/{id}/graph); rejects on failure. */
export type SaveTransport = (updates: UnorderedUpdate[]) => Promise<void>;

export interface SaveWriterOptions {
  transport: SaveTransport;
  clock: Clock;
  random?: RandomSource;
  /** read-only projects start Disabled */
  disabled?: boolean;
  throttleMs?: number;
  retries?: number;
  minTimeoutMs?: number;
  logger?: { warn(message: string): void; error(message: string): void };
}

/**
 * The save writer (spec 1 §4, spec 2 §4 Saving): buffers unorderedUpdates (a later update of the
 * same node or wire replaces the earlier one), sends them throttled (1000 ms, trailing only),
 * retries a failed send 3 times after at least 800 ms, randomised and growing, and keeps the
 * updates in the buffer when every retry fails. Statuses: Idle, Saving, RetryingSaving,
 * ErrorSaving, Disabled.
 */
export class SaveWriter {
  status: SaveStatus;
  readonly #o: Required<Omit<SaveWriterOptions, 'disabled' | 'logger'>> & Pick<SaveWriterOptions, 'logger'>;
  #buffer = new Map<string, UnorderedUpdate>();
  #inFlight: UnorderedUpdate[] = [];
  #timer: unknown;
  #sending: Promise<void> | undefined;
  readonly #listeners = new Set<(status: SaveStatus) => void>();

  constructor(options: SaveWriterOptions) {
    this.#o = {
      transport: options.transport,
      clock: options.clock,
      random: options.random ?? Math.random,
      throttleMs: options.throttleMs ?? SAVE_THROTTLE_MS,
      retries: options.retries ?? SAVE_RETRIES,
      minTimeoutMs: options.minTimeoutMs ?? SAVE_MIN_TIMEOUT_MS,
      logger: options.logger,
    };
    this.status = options.disabled ? 'Disabled' : 'Idle';
  }

  /** Updates not yet saved: buffered plus in flight. */
  get pendingCount(): number {
    return this.#buffer.size + this.#inFlight.length;
  }

  onStatusChange(listener: (status: SaveStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  disable(): void {
    this.#o.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#set('Disabled');
  }

  push(updates: readonly UnorderedUpdate[]): void {
    if (this.status === 'Disabled' || updates.length === 0) return;
    for (const u of updates) {
      const key = updateKey(u);
      this.#buffer.delete(key);
      this.#buffer.set(key, u);
    }
    if (this.#sending) return;
    this.#set('Saving');
    if (this.#timer === undefined) {
      this.#timer = this.#o.clock.setTimeout(() => {
        this.#timer = undefined;
        void this.#send();
      }, this.#o.throttleMs);
    }
  }

  /** Sends what is buffered now (leaving the page); resolves when that send settles. */
  flush(): Promise<void> {
    if (this.status === 'Disabled') return Promise.resolve();
    if (this.#timer !== undefined) {
      this.#o.clock.clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    return this.#sending ?? (this.#buffer.size > 0 ? this.#send() : Promise.resolve());
  }

  #send(): Promise<void> {
    this.#inFlight = [...this.#buffer.values()];
    this.#buffer = new Map();
    this.#set('Saving');
    this.#sending = this.#attempt(0).finally(() => {
      this.#sending = undefined;
    });
    return this.#sending;
  }

  async #attempt(failures: number): Promise<void> {
    try {
      await this.#o.transport(this.#inFlight);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (failures < this.#o.retries) {
        this.#o.logger?.warn(`Failed to save, retry ${failures + 1} of ${this.#o.retries}: ${reason}`);
        this.#set('RetryingSaving');
        await new Promise<void>((resolve) => this.#o.clock.setTimeout(resolve, this.#retryDelay(failures)));
        return this.#attempt(failures + 1);
      }
      this.#restoreInFlight();
      this.#o.logger?.error(
        `Failed to save after ${this.#o.retries} retries, ${this.pendingCount} updates pending: ${reason}`,
      );
      this.#set('ErrorSaving');
      return;
    }
    this.#inFlight = [];
    if (this.status === 'Disabled') return;
    if (this.#buffer.size > 0) {
      this.#set('Saving');
      this.#timer = this.#o.clock.setTimeout(() => {
        this.#timer = undefined;
        void this.#send();
      }, this.#o.throttleMs);
    } else this.#set('Idle');
  }

  /** At least minTimeoutMs, doubling per failure, times a random factor in [1, 2). */
  #retryDelay(failures: number): number {
    return this.#o.minTimeoutMs * 2 ** failures * (1 + this.#o.random());
  }

  /** Failed updates go back in front of the buffer; newer updates of the same thing win. */
  #restoreInFlight(): void {
    const merged = new Map<string, UnorderedUpdate>();
    for (const u of this.#inFlight) merged.set(updateKey(u), u);
    for (const [key, u] of this.#buffer) {
      merged.delete(key);
      merged.set(key, u);
    }
    this.#buffer = merged;
    this.#inFlight = [];
  }

  #set(status: SaveStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.#listeners) listener(status);
  }
}
