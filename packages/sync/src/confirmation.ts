import type { GraphEvent } from '@nodeloom/engine';
import type { OrderedUserEventDto } from './protocol.js';
import type { Unconfirmed } from './unconfirmed.js';

/** How many confirmed eventIds are remembered to refuse a late cross-window copy. */
const CONFIRMED_MEMORY = 10_000;

/**
 * Where this client stands in the project's log: the counter of the last event applied, and the
 * events that came early (above a gap), waiting for the ones before them.
 */
export class LogCursor {
  #lastCounter = 0;
  #started = false;
  readonly #early = new Map<number, OrderedUserEventDto>();

  get lastCounter(): number {
    return this.#lastCounter;
  }

  get started(): boolean {
    return this.#started;
  }

  /** The first session starts at the log's head (the graph came over REST with what came before). */
  start(headCounter: number): void {
    if (this.#started) return;
    this.#started = true;
    this.#lastCounter = headCounter;
  }

  /** Takes delivered events; returns those that now continue the log, in counter order. */
  take(events: readonly OrderedUserEventDto[]): OrderedUserEventDto[] {
    for (const event of events) if (event.counter > this.#lastCounter) this.#early.set(event.counter, event);
    const ready: OrderedUserEventDto[] = [];
    for (
      let next = this.#early.get(this.#lastCounter + 1);
      next;
      next = this.#early.get(this.#lastCounter + 1)
    ) {
      this.#early.delete(next.counter);
      ready.push(next);
      this.#lastCounter = next.counter;
    }
    return ready;
  }

  /** Some events wait above a gap: the ones before them must be pulled. */
  get hasGap(): boolean {
    return this.#early.size > 0;
  }
}

/** The eventIds the log confirmed lately (the oldest forgotten past CONFIRMED_MEMORY). */
export class ConfirmedIds {
  readonly #ids = new Set<string>();

  has(eventId: string): boolean {
    return this.#ids.has(eventId);
  }

  remember(eventId: string): void {
    this.#ids.add(eventId);
    if (this.#ids.size > CONFIRMED_MEMORY) {
      const oldest = this.#ids.values().next().value;
      if (oldest !== undefined) this.#ids.delete(oldest);
    }
  }
}

/**
 * How many of the confirmed events are the echo of the first unconfirmed ones, in the order they
 * were applied here (the usual case: the log hands back our own events as we made them).
 */
export function echoedCount(unconfirmed: readonly Unconfirmed[], confirmed: readonly GraphEvent[]): number {
  let echoed = 0;
  while (
    echoed < confirmed.length &&
    unconfirmed[echoed]?.applied !== false &&
    unconfirmed[echoed]?.event.eventId === confirmed[echoed]!.eventId
  )
    echoed += 1;
  return echoed;
}

/**
 * The ids of acknowledged events the ack places at or before the counter applied here: the log had
 * them already (a restored edit stored before a reload) and the graph here came with them.
 */
export function passedIds(
  events: readonly GraphEvent[],
  counters: readonly number[],
  lastCounter: number,
): Set<string> {
  return new Set(events.filter((_, i) => counters[i]! <= lastCounter).map((e) => e.eventId));
}
