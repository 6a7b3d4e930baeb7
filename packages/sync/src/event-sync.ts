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
  /** false for a restored edit that did not apply here: the log's copy is applied, not taken as an echo */
  applied?: false;
  /** made during a gesture that has not ended: not sent until it ends (then as its net change) */
  held?: true;
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
  /** hears the own events not yet stored whenever they change (kept in IndexedDB, offline-store.ts) */
  onUnsent?: (events: GraphEvent[]) => void;
}

/** Where this window's own edits stand with the log (the status bar shows it). */
export type LogSaveState = 'stored' | 'sending' | 'refused' | 'offline';

/** Edits of one thing that a later one of the same key overwrites (a gesture sends the last). */
function coalesceKey(event: GraphEvent): string | undefined {
  switch (event.eventType) {
    case 'nodePositionChanged':
      return `position:${event.nodeId}`;
    case 'nodeResized':
      return `size:${event.nodeId}`;
    case 'paramValueChanged':
      return `param:${event.nodeId}:${event.paramName}`;
    case 'customParamValueChanged':
      return `custom:${event.nodeId}:${event.customParamId}`;
    default:
      return undefined;
  }
}

/** The net of two edits of one key: the later one (a position may set x or y alone: both are kept). */
function netEvent(earlier: GraphEvent, later: GraphEvent): GraphEvent {
  if (earlier.eventType === 'nodePositionChanged' && later.eventType === 'nodePositionChanged')
    return { ...later, position: { ...earlier.position, ...later.position } };
  return later;
}

/** The source of an own event confirmed by its ack (not read: the counter is what counts). */
const ACKED = { userId: '', clientId: '' };

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
  #holding = false;
  readonly #listeners = new Set<() => void>();
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

  /** Where own edits stand: all stored, being sent, refused (retried), or waiting for the socket. */
  get saveState(): LogSaveState {
    if (this.unsentCount === 0) return 'stored';
    if (!this.#transport) return 'offline';
    return this.#refusals > 0 ? 'refused' : 'sending';
  }

  /** Hears changes of `saveState` and `unsentCount`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves once every own event is stored (or after `timeoutMs`, resolving false). */
  whenStored(timeoutMs = 10_000): Promise<boolean> {
    if (this.unsentCount === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        stop();
        resolve(false);
      }, timeoutMs);
      const stop = this.subscribe(() => {
        if (this.unsentCount > 0) return;
        clearTimeout(timer);
        stop();
        resolve(true);
      });
    });
  }

  /**
   * Own edits a closed tab left unsent (IndexedDB): applied on top of the graph as this window's
   * own, and committed when the socket joins. One that no longer applies (the log already has it,
   * or the graph moved on) is still sent: the server stores it once by eventId, and the log brings
   * back whatever it changes.
   */
  restore(events: readonly GraphEvent[]): void {
    if (events.length === 0) return;
    const applied = new Map<string, Inverse>();
    for (const event of events) {
      try {
        for (const a of this.project.applyWithInverses([event], 'remote'))
          applied.set(a.event.eventId, a.inverse);
      } catch {
        // a creation whose node exists (the log has it already): the server keeps it once
      }
    }
    for (const event of events)
      this.#unconfirmed.push(
        applied.has(event.eventId)
          ? { event, inverse: applied.get(event.eventId)!, own: true, state: 'queued' }
          : { event, inverse: [], own: true, applied: false, state: 'queued' },
      );
    this.#changed();
    this.#scheduleFlush();
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
    this.#changed();
  }

  /** The socket is gone: what was in flight is sent again on the next attach. */
  detach(): void {
    this.#generation += 1;
    this.#transport = undefined;
    this.#inFlight = false;
    for (const entry of this.#unconfirmed) if (entry.state === 'sending') entry.state = 'queued';
    this.#changed();
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
    if (ready.length > 0) {
      this.#applyConfirmed(ready.map((e) => e.rawEvent));
      this.#changed();
    }
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

  /** A gesture (drag, resize, scrub) began: its edits wait, to be sent once as their net change. */
  beginGesture(): void {
    this.#holding = true;
  }

  /**
   * The gesture ended: of its edits, each node's position, size and param value is sent once, at
   * its last value (what undoes it is the first one's inverse: the value before the gesture).
   * Presence streams meanwhile; the log does not keep every snapped step.
   */
  endGesture(): void {
    if (!this.#holding) return;
    this.#holding = false;
    const firstOfKey = new Map<string, Unconfirmed>();
    this.#unconfirmed = this.#unconfirmed.filter((u) => {
      if (!u.held) return true;
      delete u.held;
      const key = coalesceKey(u.event);
      const first = key === undefined ? undefined : firstOfKey.get(key);
      if (!first) {
        if (key !== undefined) firstOfKey.set(key, u);
        return true;
      }
      first.event = netEvent(first.event, u.event);
      return false;
    });
    this.#changed();
    this.#scheduleFlush();
  }

  #onBatch({ events, inverses, source }: ChangeBatch): void {
    if (!LOCAL_SOURCES.has(source) || events.length === 0) return;
    events.forEach((event, i) => {
      const entry: Unconfirmed = { event, inverse: inverses[i] ?? null, own: true, state: 'queued' };
      if (this.#holding) entry.held = true;
      this.#unconfirmed.push(entry);
    });
    this.options.onLocalEvents?.([...events]);
    this.#changed();
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
        this.#changed();
        this.#flush();
        return;
      }
      // not in a tight loop: retry() tries again once the back-off has passed
      this.#refusals += 1;
      const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.#refusals - 1));
      this.#retryAt = this.#now() + delay;
      this.#changed();
    };
    const events = batch.map((u) => u.event);
    transport.commit(events).then(
      (ack) => {
        settle(ack.ok);
        // the ack's counters confirm the events as the log's: no need to wait for their echo
        // (an ack from an earlier connection is as true: the server stored them at those counters)
        if (!ack.ok) return;
        this.#forgetPassed(events, ack.counters);
        this.receive(events.map((rawEvent, i) => ({ rawEvent, counter: ack.counters[i]!, source: ACKED })));
      },
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
    while (
      echoed < confirmed.length &&
      this.#unconfirmed[0]?.applied !== false &&
      this.#unconfirmed[0]?.event.eventId === confirmed[echoed]!.eventId
    ) {
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
    for (const u of this.#unconfirmed) {
      u.inverse = reapplied.get(u.event.eventId)!;
      delete u.applied;
    }
  }

  /**
   * Own events the ack places at or before the counter applied here: the log had them already (a
   * restored edit stored before the reload) and the graph here came with them, so nothing will
   * bring them again: they are no longer waiting.
   */
  #forgetPassed(events: readonly GraphEvent[], counters: readonly number[]): void {
    const passed = new Set(events.filter((_, i) => counters[i]! <= this.#lastCounter).map((e) => e.eventId));
    if (passed.size === 0) return;
    this.#unconfirmed = this.#unconfirmed.filter((u) => !passed.has(u.event.eventId));
    this.#changed();
  }

  /** Tells the listeners, and the offline store what is still unsent. */
  #changed(): void {
    this.options.onUnsent?.(
      this.#unconfirmed.filter((u) => u.own && u.state !== 'stored').map((u) => u.event),
    );
    for (const listener of [...this.#listeners]) listener();
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
