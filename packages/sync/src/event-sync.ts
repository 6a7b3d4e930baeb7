import type { ChangeBatch, GraphEvent, Inverse, Project } from '@nodeloom/engine';
import { ConfirmedIds, echoedCount, LogCursor, passedIds } from './confirmation.js';
import { releaseHeld } from './gesture.js';
import type { EventSyncTransport, OrderedUserEventDto } from './protocol.js';
import { CommitQueue } from './queue.js';
import { rebase } from './rebase.js';
import { type Unconfirmed, unsent } from './unconfirmed.js';

/** Local edits: what a user did here (remote, replayed and rebased batches are not). */
const LOCAL_SOURCES = new Set<ChangeBatch['source']>(['user', 'undo', 'redo']);
/** How long another window's event stays applied without the log confirming it (that window may have closed first). */
export const PROVISIONAL_MS = 10_000;

export interface EventSyncOptions {
  /** this window's own events, as applied (the cross-window broadcast) */
  onLocalEvents?: (events: GraphEvent[]) => void;
  /** the clock that spaces out retries of refused commits (default Date.now) */
  now?: () => number;
  /** hears the own events not yet stored whenever they change (kept in IndexedDB by the web app) */
  onUnsent?: (events: GraphEvent[]) => void;
}

/** Where this window's own edits stand with the log (the status bar shows it). */
export type LogSaveState = 'stored' | 'sending' | 'refused' | 'offline';

/** The source of an own event confirmed by its ack (not read: the counter is what counts). */
const ACKED = { userId: '', clientId: '' };

/**
 * Keeps a project in step with its collaboration log (issue 14 §3, docs/collaboration.md "Web
 * client"). Own edits are committed as raw events (queue.ts) and kept until the log delivers them
 * or an ack places them (confirmation.ts); remote events are applied strictly in counter order;
 * when they arrive under unconfirmed local events, those are undone, the remote ones applied, and
 * the local ones applied again on top (rebase.ts). Events that came from the log or another window
 * are never committed from here.
 */
export class EventSync {
  readonly #cursor = new LogCursor();
  #unconfirmed: Unconfirmed[] = [];
  readonly #confirmed = new ConfirmedIds();
  readonly #queue: CommitQueue;
  #holding = false;
  readonly #listeners = new Set<() => void>();
  readonly #dispose: () => void;

  constructor(
    readonly project: Project,
    private readonly options: EventSyncOptions = {},
  ) {
    this.#queue = new CommitQueue({
      entries: () => this.#unconfirmed,
      now: () => this.#now(),
      changed: () => this.#changed(),
      stored: (events, counters) => {
        this.#forgetPassed(events, counters);
        this.receive(events.map((rawEvent, i) => ({ rawEvent, counter: counters[i]!, source: ACKED })));
      },
    });
    this.#dispose = project.onChange((batch) => this.#onBatch(batch));
  }

  /** The counter of the last log event applied here. */
  get lastCounter(): number {
    return this.#cursor.lastCounter;
  }

  /** Whether a session attached: the log's counter is known from then on. */
  get joined(): boolean {
    return this.#cursor.started;
  }

  /** Events applied here that the log has not delivered yet (own and other windows'). */
  get unconfirmedCount(): number {
    return this.#unconfirmed.length;
  }

  /** Own events not yet stored by the server. */
  get unsentCount(): number {
    return unsent(this.#unconfirmed).length;
  }

  /** Where own edits stand: all stored, being sent, refused (retried), or waiting for the socket. */
  get saveState(): LogSaveState {
    if (this.unsentCount === 0) return 'stored';
    if (!this.#queue.transport) return 'offline';
    return this.#queue.refusals > 0 ? 'refused' : 'sending';
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
    this.#queue.schedule();
  }

  /**
   * Own edits made before this sync existed, already applied to the graph (an editor opened from
   * this browser's copy holds them until the log attaches, EditPersistence): queued first, as they
   * came first, and committed when the socket joins; one already queued here is not taken twice.
   */
  adopt(entries: readonly Pick<Unconfirmed, 'event' | 'inverse'>[]): void {
    const queued = new Set(this.#unconfirmed.map((u) => u.event.eventId));
    const fresh = entries.filter((e) => !queued.has(e.event.eventId));
    if (fresh.length === 0) return;
    this.#unconfirmed.unshift(
      ...fresh.map((e): Unconfirmed => ({ event: e.event, inverse: e.inverse, own: true, state: 'queued' })),
    );
    this.#changed();
    this.#queue.schedule();
  }

  /**
   * A (re)joined session: the first one starts at the log's head (the graph came over REST and
   * holds what came before); a later one keeps its place, re-sends what is not stored and pulls.
   */
  attach(transport: EventSyncTransport, headCounter: number): void {
    this.#cursor.start(headCounter);
    this.#queue.attach(transport);
    this.pull();
    this.#queue.schedule();
    this.#changed();
  }

  /** The socket is gone: what was in flight is sent again on the next attach. */
  detach(): void {
    this.#queue.detach();
    this.#changed();
  }

  /** Asks for the events after the last applied counter (every 1 s, on reconnect, on a gap). */
  pull(): void {
    if (this.#cursor.started) this.#queue.transport?.pull(this.#cursor.lastCounter);
  }

  /** addProjectUserEvents: applies what continues the log, keeps early ones and pulls on a gap. */
  receive(events: readonly OrderedUserEventDto[]): void {
    if (!this.#cursor.started) return;
    const ready = this.#cursor.take(events);
    if (ready.length > 0) {
      this.#applyConfirmed(ready.map((e) => e.rawEvent));
      this.#changed();
    }
    if (this.#cursor.hasGap) this.pull();
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

  /** Retries own events the server refused or never acknowledged (called with each pull tick). */
  retry(): void {
    this.#queue.retry();
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
    this.#unconfirmed = releaseHeld(this.#unconfirmed);
    this.#changed();
    this.#queue.schedule();
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
    this.#queue.schedule();
  }

  /** Confirmed events in counter order, rebasing unconfirmed local ones on top of them. */
  #applyConfirmed(confirmed: GraphEvent[]): void {
    for (const event of confirmed) this.#confirmed.remember(event.eventId);
    const echoed = echoedCount(this.#unconfirmed, confirmed);
    this.#unconfirmed.splice(0, echoed);
    const rest = confirmed.slice(echoed);
    if (rest.length > 0) this.#rebase(rest);
  }

  #rebase(rest: GraphEvent[]): void {
    this.#unconfirmed = rebase(this.project, this.#unconfirmed, rest, (u) => this.#expired(u));
  }

  /** Own events the log had before this client's place in it: nothing will bring them again. */
  #forgetPassed(events: readonly GraphEvent[], counters: readonly number[]): void {
    const passed = passedIds(events, counters, this.#cursor.lastCounter);
    if (passed.size === 0) return;
    this.#unconfirmed = this.#unconfirmed.filter((u) => !passed.has(u.event.eventId));
    this.#changed();
  }

  /** Tells the listeners, and the offline store what is still unsent. */
  #changed(): void {
    this.options.onUnsent?.(unsent(this.#unconfirmed).map((u) => u.event));
    for (const listener of [...this.#listeners]) listener();
  }

  #expired(u: Unconfirmed): boolean {
    return u.receivedAt !== undefined && this.#now() - u.receivedAt >= PROVISIONAL_MS;
  }

  #now(): number {
    return (this.options.now ?? Date.now)();
  }
}
