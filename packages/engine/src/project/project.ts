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
import { ChangeTracker, GraphState } from '../graph/index.js';
import {
  type DefinitionRegistry,
  type GraphNode,
  type RandomSource,
  ROOT_CONTEXT_IDS,
  randomAlphanumeric,
} from '../model/index.js';
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

export type EventsAppliedListener = (events: readonly GraphEvent[], source: EventSource) => void;

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
 * Either way, listeners of `onEventsApplied` hear the applied events with their source.
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
  readonly #listeners = new Set<EventsAppliedListener>();
  readonly #onWarning?: (message: string) => void;
  readonly #keepLog: boolean;
  readonly #ctx: ApplyContext;

  constructor(options: ProjectOptions) {
    this.registry = options.registry;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.#onWarning = options.onWarning;
    this.#keepLog = options.keepLog ?? true;
    this.#state.tracker = this.tracker;
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

  /** The live graph; 'ES is not ready' until init has run. */
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
      this.#state.tracker = undefined;
      this.apply(events, 'replay');
      this.#state.tracker = this.tracker;
      bootstrapRoots(migrateRoots(this.#state, this.registry));
    } finally {
      this.#state.tracker = this.tracker;
      this.replaying = false;
    }
    this.status = 'ready';
    return this;
  }

  onEventsApplied(listener: EventsAppliedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  warn(message: string): void {
    this.warnings.push(message);
    this.#onWarning?.(message);
  }

  /** Gives an event its eventId and timestamp. */
  stamp<T extends EventInput>(input: T): GraphEvent {
    return {
      ...input,
      eventId: 'evt_' + randomAlphanumeric(16, this.random),
      timestamp: this.now(),
    } as GraphEvent;
  }

  /** Parses untrusted events (a file, a socket, another window) with the event schemas. */
  static parseEvents(input: unknown): GraphEvent[] {
    return graphEventSchema.array().parse(input);
  }

  /** Lenient apply (replay, remote): see the class comment. Returns the events that applied. */
  apply(events: readonly GraphEvent[], source: EventSource): GraphEvent[] {
    const applied: GraphEvent[] = [];
    for (const event of events) {
      try {
        applyEvent(this.#ctx, event);
        applied.push(event);
      } catch (error) {
        if (this.#recover(event, error)) applied.push(event);
      }
    }
    this.#publish(applied, source);
    return applied;
  }

  /** Lenient apply that also returns each applied event's inverse (redo needs them for the undo stack). */
  applyWithInverses(events: readonly GraphEvent[], source: EventSource): AppliedEvent[] {
    const applied: AppliedEvent[] = [];
    for (const event of events) {
      try {
        applied.push({ event, inverse: applyEvent(this.#ctx, event) });
      } catch (error) {
        const ghost = this.#recover(event, error);
        if (ghost) applied.push(ghost);
      }
    }
    this.#publish(
      applied.map((a) => a.event),
      source,
    );
    return applied;
  }

  /** Strict apply of a user action; rolls back and throws on the first failure. */
  dispatchStamped(events: readonly GraphEvent[], source: EventSource = 'user'): AppliedEvent[] {
    const applied: AppliedEvent[] = [];
    try {
      for (const event of events) applied.push({ event, inverse: applyEvent(this.#ctx, event) });
    } catch (error) {
      this.#rollback(applied);
      throw error;
    }
    this.#publish(
      applied.map((a) => a.event),
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

  #publish(events: GraphEvent[], source: EventSource): void {
    if (events.length === 0) return;
    if (this.#keepLog) for (const event of events) this.log.push(event);
    for (const listener of this.#listeners) listener(events, source);
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
