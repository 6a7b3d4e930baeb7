import type { GraphState } from '../graph/index.js';
import type { DefinitionRegistry, RandomSource } from '../model/index.js';
import type { EventInput, GraphEvent, GraphEventType } from './event.js';

/** What an event handler works with. */
export interface ApplyContext {
  state: GraphState;
  registry: DefinitionRegistry;
  random: RandomSource;
  /** applies nested events (unpacked carries the UDN's inner events) */
  applyNested(event: GraphEvent): void;
  /** a skipped part of an event (a nested event or a wire that could not be re-added) */
  warn(message: string): void;
  /**
   * true while nobody records inverses (a replay nobody listens to): a handler may then return
   * null instead of building its inverse (most of its allocations on the replay hot path)
   */
  skipInverses?: boolean;
  /**
   * true in the lenient applies (replay, remote): a refused event becomes a warning that keeps
   * only the error's message, so an expected refusal may be thrown without a stack
   */
  lenient?: boolean;
}

/** Events that undo an applied event, in the order to apply them; null when there is no inverse. */
export type Inverse = EventInput[] | null;

/**
 * Applies one event to the state and returns its inverse. It validates before it writes, and
 * throws an EngineError (NodeError, ConnectionError) when the event cannot apply.
 */
export type EventHandler<T extends GraphEventType> = (
  ctx: ApplyContext,
  event: Extract<GraphEvent, { eventType: T }>,
) => Inverse;

export type HandlerTable<T extends GraphEventType> = { [K in T]: EventHandler<K> };
