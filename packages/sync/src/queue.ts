import { MAX_EVENTS_PER_COMMIT } from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import type { EventSyncTransport } from './protocol.js';
import type { Unconfirmed } from './unconfirmed.js';

/** A refused commit is tried again after 1 s, then 2, 4… up to 30 s (the server toasts each refusal). */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** The pause before the next try after `refusals` refusals in a row. */
export function retryDelay(refusals: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (refusals - 1));
}

/** What the queue reads and tells of the sync that owns it. */
export interface CommitQueueHost {
  /** the unconfirmed events, as they stand now (a rebase replaces the list) */
  entries(): readonly Unconfirmed[];
  now(): number;
  /** the save state or the unsent events changed */
  changed(): void;
  /** the server stored `events` at `counters` */
  stored(events: GraphEvent[], counters: readonly number[]): void;
}

/**
 * Own edits on their way to the log: one commit in flight at a time, of the events one task queued
 * (at most MAX_EVENTS_PER_COMMIT), re-sent after a reconnect, retried with a growing pause after a
 * refusal. An ack from an earlier connection is ignored for the queue's state.
 */
export class CommitQueue {
  #transport: EventSyncTransport | undefined;
  /** bumped on every attach/detach: an ack from an earlier connection is ignored */
  #generation = 0;
  #inFlight = false;
  #flushQueued = false;
  #refusals = 0;
  #retryAt = 0;

  constructor(private readonly host: CommitQueueHost) {}

  get transport(): EventSyncTransport | undefined {
    return this.#transport;
  }

  /** Refusals in a row since the last stored commit. */
  get refusals(): number {
    return this.#refusals;
  }

  /** A (re)joined socket: what was in flight is queued again (the caller pulls, then schedules). */
  attach(transport: EventSyncTransport): void {
    this.#generation += 1;
    this.#transport = transport;
    this.#inFlight = false;
    this.#refusals = 0;
    this.#retryAt = 0;
    this.#requeue();
  }

  /** The socket is gone: what was in flight is sent again on the next attach. */
  detach(): void {
    this.#generation += 1;
    this.#transport = undefined;
    this.#inFlight = false;
    this.#requeue();
  }

  /** Events of one task go in one commit. */
  schedule(): void {
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    queueMicrotask(() => {
      this.#flushQueued = false;
      this.flush();
    });
  }

  /** Retries own events the server refused or never acknowledged (called with each pull tick). */
  retry(): void {
    if (this.host.now() >= this.#retryAt) this.flush();
  }

  flush(): void {
    const transport = this.#transport;
    if (!transport || this.#inFlight) return;
    const batch = this.host
      .entries()
      .filter((u) => u.own && u.state === 'queued' && !u.held)
      .slice(0, MAX_EVENTS_PER_COMMIT);
    if (batch.length === 0) return;
    for (const entry of batch) entry.state = 'sending';
    this.#inFlight = true;
    const generation = this.#generation;
    const settle = (stored: boolean) => {
      if (generation !== this.#generation) return;
      this.#inFlight = false;
      for (const entry of batch) if (entry.state === 'sending') entry.state = stored ? 'stored' : 'queued';
      if (stored) {
        this.#refusals = 0;
        this.host.changed();
        this.flush();
        return;
      }
      // not in a tight loop: retry() tries again once the back-off has passed
      this.#refusals += 1;
      this.#retryAt = this.host.now() + retryDelay(this.#refusals);
      this.host.changed();
    };
    const events = batch.map((u) => u.event);
    transport.commit(events).then(
      (ack) => {
        settle(ack.ok);
        // the ack's counters confirm the events as the log's: no need to wait for their echo
        // (an ack from an earlier connection is as true: the server stored them at those counters)
        if (ack.ok) this.host.stored(events, ack.counters);
      },
      () => settle(false),
    );
  }

  #requeue(): void {
    for (const entry of this.host.entries()) if (entry.state === 'sending') entry.state = 'queued';
  }
}
