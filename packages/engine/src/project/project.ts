import { EngineError, NotReadyError } from '../errors/index.js';
import {
  type ApplyContext,
  applyEvent,
  type EventInput,
  type EventSource,
  type GraphEvent,
  graphEventSchema,
  type Inverse,
} from '../events/index.js';
import {
  ChangeTracker,
  type GraphChange,
  GraphState,
  type ReadonlyGraph,
  readonlyView,
} from '../graph/index.js';
import {
  type DefinitionRegistry,
  type GraphNode,
  type RandomSource,
  ROOT_CONTEXT_IDS,
  randomAlphanumeric,
} from '../model/index.js';
import type { ChangeListener } from './change-batch.js';
import { ChangeFeed } from './change-feed.js';
import { ghostNode } from './ghost.js';
import { migrateRoots } from './roots.js';

export interface ProjectOptions {
  registry: DefinitionRegistry;
  /** randomness for ids and generated names (seed it in tests) */
  random?: RandomSource;
  /** current time in ms, stamped on new events */
  now?: () => number;
  /** where warnings go besides `project.warnings` (default: nowhere) */
  onWarning?: (message: string) => void;
  /** keep every applied event in `project.log` (default true) */
  keepLog?: boolean;
}

/** One applied event with its inverse (null: it has none). */
export interface AppliedEvent {
  event: GraphEvent;
  inverse: Inverse;
}

function createsRootContext(event: GraphEvent): boolean {
  if (event.eventType === 'nodeCreated') return ROOT_CONTEXT_IDS.has(event.nodeId);
  return event.eventType === 'nodeBootstrapped' && ROOT_CONTEXT_IDS.has(event.node.id);
}

const THROWN_CREATION_CODES = new Set(['InvalidNodeId', 'DuplicateNodeId']);

/**
 * The event-sourcing service (spec 2 §4): a project is an event log replayed in order into a
 * GraphState. Loading until `init` ends, then ready; `state` before that raises 'ES is not ready'.
 *
 * - `apply(events, source)`: the lenient path for replay and remote events: a failing event is
 *   skipped with a warning, a failed creation yields a ghost node, an invalid or duplicate id on
 *   creation throws.
 * - `dispatch(inputs)`: the strict path for user actions: stamps ids and timestamps; if any event
 *   fails, the ones already applied are rolled back and the error is thrown (nothing half-written).
 *
 * The change feed: after each applied batch (an `apply`, `applyWithInverses`, `dispatch`), listeners
 * of `onChange` hear `{events, changes, source}` once; GraphState recorded the changes as the
 * events made them. A batch that changed nothing and applied no event, and a rolled-back dispatch, publish nothing.
 * `init` publishes its replay as batches with source 'replay' (roots bootstrapped, the saved log,
 * roots migrated); a listener added after init builds its first view from `graph` instead.
 */
export class Project {
  readonly registry: DefinitionRegistry;
  readonly random: RandomSource;
  readonly now: () => number;
  readonly warnings: string[] = [];
  readonly log: GraphEvent[] = [];
  readonly tracker = new ChangeTracker();
  status: 'loading' | 'ready' = 'loading';
  /** true while events are replayed (init, history replay): undo and redo are refused */
  replaying = false;
  readonly #state = new GraphState();
  readonly #view: ReadonlyGraph = readonlyView(this.#state);
  readonly #feed = new ChangeFeed();
  /** false while the saved log replays: the server already has it, so it is not saved again */
  #tracking = true;
  readonly #onWarning?: (message: string) => void;
  readonly #keepLog: boolean;
  readonly #ctx: ApplyContext;
  /** inside withinReplay: the graph's node copies may be written in place while nobody listens */
  #ownedCopies = false;

  constructor(options: ProjectOptions) {
    this.registry = options.registry;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.#onWarning = options.onWarning;
    this.#keepLog = options.keepLog ?? true;
    this.#ctx = {
      state: this.#state,
      registry: this.registry,
      random: this.random,
      applyNested: (event) => {
        applyEvent(this.#ctx, event);
      },
      warn: (message) => this.warn(message),
    };
  }

  /** The live graph, read-only; 'ES is not ready' until init has run. */
  get graph(): ReadonlyGraph {
    if (this.status !== 'ready') throw new NotReadyError();
    return this.#view;
  }

  /** The live graph with its write API, for the engine's own handlers and tools; others read `graph`. */
  get state(): GraphState {
    if (this.status !== 'ready') throw new NotReadyError();
    return this.#state;
  }

  /**
   * Replays a saved log, adds the missing roots and converts old ones, then becomes ready. The
   * saved log is not tracked for persistence (it is what the server has); root changes are.
   */
  init(events: readonly GraphEvent[] = []): this {
    this.replaying = true;
    const bootstrapRoots = (nodes: GraphNode[]) =>
      this.apply(
        nodes.map((node) => this.stamp({ eventType: 'nodeBootstrapped', node })),
        'replay',
      );
    try {
      // a log that never creates a root context (a new project, a snippet) gets them first
      if (!events.some(createsRootContext)) bootstrapRoots(migrateRoots(this.#state, this.registry));
      this.#tracking = false;
      this.withinReplay(() => this.apply(events, 'replay'));
      this.#tracking = true;
      bootstrapRoots(migrateRoots(this.#state, this.registry));
    } finally {
      this.#tracking = true;
      this.replaying = false;
    }
    this.status = 'ready';
    return this;
  }

  /** Hears every applied batch (see the class comment); returns the unsubscribe. */
  onChange(listener: ChangeListener): () => void {
    return this.#feed.subscribe(listener);
  }

  warn(message: string): void {
    this.warnings.push(message);
    if (!this.#onWarning) return;
    this.#onWarning(message);
    // the callback may have read the graph: nodes it could hold are copied from now on
    if (this.#ownedCopies) this.#state.beginOwnedCopies();
  }

  /**
   * Runs a replay (`run` applies its batches, as replayEventLog's chunks) as one stretch: while
   * nobody listens to the change feed, a node copy the replay made may be changed again in place
   * instead of copied once more (nodes stay copy on write for everyone who can see them: nobody
   * outside runs until `run` returns; a listener, or a warning callback, restarts the stretch).
   */
  withinReplay<T>(run: () => T): T {
    if (this.#ownedCopies) return run();
    this.#ownedCopies = true;
    this.#state.beginOwnedCopies();
    try {
      return run();
    } finally {
      this.#ownedCopies = false;
      this.#state.endOwnedCopies();
    }
  }

  /** Gives an event its eventId and timestamp. */
  stamp<T extends EventInput>(input: T): GraphEvent {
    // Object.assign, not `{ ...input, eventId, timestamp }`: the spread of events of many shapes
    // took about 1 µs per event (a tenth of opening a big project), the copy and two writes 0.1 µs
    const event = Object.assign({}, input) as unknown as GraphEvent;
    event.eventId = 'evt_' + randomAlphanumeric(16, this.random);
    event.timestamp = this.now();
    return event;
  }

  /** Parses untrusted events (a file, a socket, another window) with the event schemas. */
  static parseEvents(input: unknown): GraphEvent[] {
    return graphEventSchema.array().parse(input);
  }

  /** Lenient apply (replay, remote): see the class comment. Returns the events that applied. */
  apply(events: readonly GraphEvent[], source: EventSource): GraphEvent[] {
    const applied: GraphEvent[] = [];
    const inverses: Inverse[] = [];
    // the saved log replaying with nobody listening: its changes would be built for no one, and
    // its inverses kept for no one (kept, they outlive the young generation: GC time on a replay)
    const listening = this.#feed.hasListeners();
    this.#ctx.skipInverses = !listening;
    this.#ctx.lenient = true;
    // only the save tracker needs the changes: it hears each write as it happens
    this.#state.beginBatch(listening || (this.#tracking && this.tracker));
    try {
      for (const event of events) {
        try {
          const inverse = applyEvent(this.#ctx, event);
          if (listening) inverses.push(inverse);
          applied.push(event);
        } catch (error) {
          const ghost = this.#recover(event, error);
          if (ghost) {
            applied.push(event);
            if (listening) inverses.push(ghost.inverse);
          }
        }
      }
    } finally {
      this.#ctx.skipInverses = false;
      this.#ctx.lenient = false;
      this.#publish(applied, inverses, this.#state.endBatch(), source);
      // the listeners now hold this batch's nodes: none of them is written in place after it
      if (listening && this.#ownedCopies) this.#state.beginOwnedCopies();
    }
    return applied;
  }

  /** Lenient apply that also returns each applied event's inverse (redo needs them for the undo stack). */
  applyWithInverses(events: readonly GraphEvent[], source: EventSource): AppliedEvent[] {
    const applied: AppliedEvent[] = [];
    this.#state.beginBatch();
    this.#ctx.lenient = true;
    try {
      for (const event of events) {
        try {
          applied.push({ event, inverse: applyEvent(this.#ctx, event) });
        } catch (error) {
          const ghost = this.#recover(event, error);
          if (ghost) applied.push(ghost);
        }
      }
    } finally {
      this.#ctx.lenient = false;
      this.#publish(
        applied.map((a) => a.event),
        applied.map((a) => a.inverse),
        this.#state.endBatch(),
        source,
      );
    }
    return applied;
  }

  /** Strict apply of a user action; rolls back and throws on the first failure. */
  dispatchStamped(events: readonly GraphEvent[], source: EventSource = 'user'): AppliedEvent[] {
    const applied: AppliedEvent[] = [];
    this.#state.beginBatch();
    try {
      for (const event of events) applied.push({ event, inverse: applyEvent(this.#ctx, event) });
    } catch (error) {
      try {
        this.#rollback(applied);
      } finally {
        this.#state.endBatch(); // rolled back: the graph is as it was, nothing to publish
      }
      throw error;
    }
    this.#publish(
      applied.map((a) => a.event),
      applied.map((a) => a.inverse),
      this.#state.endBatch(),
      source,
    );
    return applied;
  }

  /** Stamps and strictly applies a user action. */
  dispatch(inputs: readonly EventInput[], source: EventSource = 'user'): AppliedEvent[] {
    return this.dispatchStamped(
      inputs.map((i) => this.stamp(i)),
      source,
    );
  }

  #rollback(applied: AppliedEvent[]): void {
    for (let i = applied.length - 1; i >= 0; i--) {
      for (const back of applied[i].inverse ?? []) applyEvent(this.#ctx, this.stamp(back));
    }
  }

  #publish(events: GraphEvent[], inverses: Inverse[], changes: GraphChange[], source: EventSource): void {
    // a failed event may have written before it threw: its changes are published all the same
    if (events.length === 0 && changes.length === 0) return;
    if (this.#keepLog) for (const event of events) this.log.push(event);
    if (this.#tracking) this.tracker.fold(changes);
    this.#feed.publish({ events, inverses, changes, source });
  }

  /** A failed event: ghost for a failed creation, a thrown id error, else a warning. */
  #recover(event: GraphEvent, error: unknown): AppliedEvent | undefined {
    if (!(error instanceof EngineError)) throw error;
    const creation = event.eventType === 'nodeCreated' || event.eventType === 'nodeBootstrapped';
    if (creation && error.code !== 'NoIdentity') {
      if (THROWN_CREATION_CODES.has(error.code)) throw error;
      this.warn(`Event ${event.eventType} ${event.eventId} failed, ghost node created: ${error.message}`);
      const ghost = ghostNode(this.#state, event, this.random);
      this.#state.setNode(ghost);
      return { event, inverse: [{ eventType: 'nodeDeleted', nodeId: ghost.id }] };
    }
    this.warn(`Event ${event.eventType} ${event.eventId} skipped: ${error.message}`);
    return undefined;
  }
}
