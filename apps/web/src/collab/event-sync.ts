import type { CommitAck, OrderedUserEventDto } from '@nodeloom/api';
import { MAX_EVENTS_PER_COMMIT } from '@nodeloom/api';
import type { ChangeBatch, GraphEvent, Inverse, Project } from '@nodeloom/engine';

/** How the sync reaches the server: one commit at a time, and pulls (docs/collaboration.md). */
export interface EventSyncTransport {
  /** commitProjectUserEvents; rejects when the ack does not come (timeout, disconnect) */
  commit(events: GraphEvent[]): Promise<CommitAck>;
  /** requestNewProjectUserEvents after `currentCounter` */
  pull(currentCounter: number): void;
}

/**
 * An event applied here that the log has not delivered yet: this window's own (sent until the
 * server stores it) or another window's (cross-window, committed by that window).
 */
interface Unconfirmed {
  event: GraphEvent;
  /** what undoes it as it applies now (null: nothing can) */
  inverse: Inverse;
  own: boolean;
  state: 'queued' | 'sending' | 'stored';
  /** another window's: when it came (dropped if the log has not brought it within PROVISIONAL_MS) */
  receivedAt?: number;
}

/** Local edits: what a user did here (remote, replayed and rebased batches are not). */
const LOCAL_SOURCES = new Set<ChangeBatch['source']>(['user', 'undo', 'redo']);
/** How long another window's event stays applied without the log confirming it (that window may have closed first). */
export const PROVISIONAL_MS = 10_000;
/** How many confirmed eventIds are remembered to refuse a late cross-window copy. */
const CONFIRMED_MEMORY = 10_000;

export interface EventSyncOptions {
  /** this window's own events, as applied (the cross-window broadcast) */
  onLocalEvents?: (events: GraphEvent[]) => void;
  /** the clock that spaces out retries of refused commits (default Date.now) */
  now?: () => number;
}

/** A refused commit is tried again after 1 s, then 2, 4… up to 30 s (the server toasts each refusal). */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps a project in step with its collaboration log (issue 14 §3, docs/collaboration.md "Web
 * client"). Own edits are committed as raw events, one commit in flight at a time, and kept until
 * the log delivers them; remote events are applied strictly in counter order; when they arrive
 * under unconfirmed local events, those are undone, the remote ones applied, and the local ones
 * applied again on top (dropping those that no longer apply). Events that came from the log or
 * another window are never committed from here.
 */
export class EventSync {
  #lastCounter = 0;
  #started = false;
  #unconfirmed: Unconfirmed[] = [];
  readonly #early = new Map<number, OrderedUserEventDto>();
  readonly #confirmed = new Set<string>();
  #transport: EventSyncTransport | undefined;
  /** bumped on every attach/detach: an ack from an earlier connection is ignored */
  #generation = 0;
  #inFlight = false;
  #flushQueued = false;
  #refusals = 0;
  #retryAt = 0;
  readonly #dispose: () => void;

  constructor(
    readonly project: Project,
    private readonly options: EventSyncOptions = {},
  ) {
    this.#dispose = project.onChange((batch) => this.#onBatch(batch));
  }

  /** The counter of the last log event applied here. */
  get lastCounter(): number {
    return this.#lastCounter;
  }

  /** Events applied here that the log has not delivered yet (own and other windows'). */
  get unconfirmedCount(): number {
    return this.#unconfirmed.length;
  }

  /** Own events not yet stored by the server. */
  get unsentCount(): number {
    return this.#unconfirmed.filter((u) => u.own && u.state !== 'stored').length;
  }

  /**
   * A (re)joined session: the first one starts at the log's head (the graph came over REST and
   * holds what came before); a later one keeps its place, re-sends what is not stored and pulls.
   */
  attach(transport: EventSyncTransport, headCounter: number): void {
    if (!this.#started) {
      this.#started = true;
      this.#lastCounter = headCounter;
    }
    this.#generation += 1;
    this.#transport = transport;
    this.#inFlight = false;
    this.#refusals = 0;
    this.#retryAt = 0;
    for (const entry of this.#unconfirmed) if (entry.state === 'sending') entry.state = 'queued';
    this.pull();
    this.#scheduleFlush();
  }

  /** The socket is gone: what was in flight is sent again on the next attach. */
  detach(): void {
    this.#generation += 1;
    this.#transport = undefined;
    this.#inFlight = false;
    for (const entry of this.#unconfirmed) if (entry.state === 'sending') entry.state = 'queued';
  }

  /** Asks for the events after the last applied counter (every 1 s, on reconnect, on a gap). */
  pull(): void {
    if (this.#started) this.#transport?.pull(this.#lastCounter);
  }

  /** addProjectUserEvents: applies what continues the log, keeps early ones and pulls on a gap. */
  receive(events: readonly OrderedUserEventDto[]): void {
    if (!this.#started) return;
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
    if (ready.length > 0) this.#applyConfirmed(ready.map((e) => e.rawEvent));
    if (this.#early.size > 0) this.pull();
  }

  /** Events another window of this project applied (cross-window sync), until the log confirms them. */
  receiveFromWindow(events: readonly GraphEvent[]): void {
    const fresh = events.filter((e) => !this.#confirmed.has(e.eventId));
    if (fresh.length === 0) return;
    for (const applied of this.project.applyWithInverses(fresh, 'remote'))
      this.#unconfirmed.push({
        event: applied.event,
        inverse: applied.inverse,
        own: false,
        state: 'stored',
        receivedAt: this.#now(),
      });
  }

  /** Takes back other windows' events the log never confirmed (called with each pull tick). */
  expireProvisional(): void {
    if (this.#unconfirmed.some((u) => this.#expired(u))) this.#rebase([]);
  }

  dispose(): void {
    this.#dispose();
    this.detach();
  }

  #onBatch({ events, inverses, source }: ChangeBatch): void {
    if (!LOCAL_SOURCES.has(source) || events.length === 0) return;
    events.forEach((event, i) => {
      this.#unconfirmed.push({ event, inverse: inverses[i] ?? null, own: true, state: 'queued' });
    });
    this.options.onLocalEvents?.([...events]);
    this.#scheduleFlush();
  }

  /** Events of one task go in one commit. */
  #scheduleFlush(): void {
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    queueMicrotask(() => {
      this.#flushQueued = false;
      this.#flush();
    });
  }

  #flush(): void {
    const transport = this.#transport;
    if (!transport || this.#inFlight) return;
    const batch = this.#unconfirmed
      .filter((u) => u.own && u.state === 'queued')
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
        this.#flush();
        return;
      }
      // not in a tight loop: retry() tries again once the back-off has passed
      this.#refusals += 1;
      const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.#refusals - 1));
      this.#retryAt = this.#now() + delay;
    };
    transport.commit(batch.map((u) => u.event)).then(
      (ack) => settle(ack.ok),
      () => settle(false),
    );
  }

  /** Retries own events the server refused or never acknowledged (called with each pull tick). */
  retry(): void {
    if (this.#now() >= this.#retryAt) this.#flush();
  }

  /** Confirmed events in counter order, rebasing unconfirmed local ones on top of them. */
  #applyConfirmed(confirmed: GraphEvent[]): void {
    for (const event of confirmed) this.#remember(event.eventId);
    // the usual case: the log hands back our own events in the order we applied them
    let echoed = 0;
    while (echoed < confirmed.length && this.#unconfirmed[0]?.event.eventId === confirmed[echoed]!.eventId) {
      this.#unconfirmed.shift();
      echoed += 1;
    }
    const rest = confirmed.slice(echoed);
    if (rest.length > 0) this.#rebase(rest);
  }

  /**
   * Undoes every unconfirmed event, applies the confirmed ones, and applies the unconfirmed ones
   * again (less those the log just confirmed, other windows' that expired, and any that no
   * longer apply). Every step is a 'remote' batch: nothing here is committed or enters the history.
   */
  #rebase(rest: GraphEvent[]): void {
    const local = this.#unconfirmed;
    if (local.length === 0) {
      this.project.apply(rest, 'remote');
      return;
    }
    const confirmedIds = new Set(rest.map((e) => e.eventId));
    const keep = local.filter((u) => !confirmedIds.has(u.event.eventId) && !this.#expired(u));
    if (local.some((u) => u.inverse === null)) {
      // an event without inverse cannot be taken back: the remote ones go on top of it
      this.#unconfirmed = local.filter((u) => !confirmedIds.has(u.event.eventId));
      this.project.apply(
        rest.filter((e) => !local.some((u) => u.event.eventId === e.eventId)),
        'remote',
      );
      return;
    }
    const back: GraphEvent[] = [];
    for (let i = local.length - 1; i >= 0; i--)
      for (const input of local[i]!.inverse!) back.push(this.project.stamp(input));
    this.project.apply(back, 'remote');
    this.project.apply(rest, 'remote');
    const reapplied = new Map(
      this.project
        .applyWithInverses(
          keep.map((u) => u.event),
          'remote',
        )
        .map((a) => [a.event.eventId, a.inverse]),
    );
    // one that no longer applies is dropped; if it was sent, the log brings it back like any other
    this.#unconfirmed = keep.filter((u) => reapplied.has(u.event.eventId));
    for (const u of this.#unconfirmed) u.inverse = reapplied.get(u.event.eventId)!;
  }

  #expired(u: Unconfirmed): boolean {
    return u.receivedAt !== undefined && this.#now() - u.receivedAt >= PROVISIONAL_MS;
  }

  #now(): number {
    return (this.options.now ?? Date.now)();
  }

  #remember(eventId: string): void {
    this.#confirmed.add(eventId);
    if (this.#confirmed.size > CONFIRMED_MEMORY) {
      const oldest = this.#confirmed.values().next().value;
      if (oldest !== undefined) this.#confirmed.delete(oldest);
    }
  }
}
