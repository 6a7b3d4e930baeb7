import { NoIdentityError, UnknownEventTypeError } from '../errors/index.js';
import { connectionHandlers } from './connections.js';
import type { ApplyContext, EventHandler, Inverse } from './context.js';
import { customParamHandlers } from './custom-params.js';
import type { GraphEvent, GraphEventType } from './event.js';
import { graphSavedHandlers } from './graph-saved.js';
import { multiParamHandlers } from './multi-params.js';
import { nodeLifecycleHandlers } from './node-lifecycle.js';
import { nodePropertyHandlers } from './node-properties.js';
import { paramHandlers } from './params.js';
import { udnHandlers } from './udn.js';

/** Every event type's handler, by eventType. */
export const eventHandlers: { [K in GraphEventType]: EventHandler<K> } = {
  ...nodeLifecycleHandlers,
  ...nodePropertyHandlers,
  ...paramHandlers,
  ...customParamHandlers,
  ...multiParamHandlers,
  ...connectionHandlers,
  ...udnHandlers,
  ...graphSavedHandlers,
};

export const EVENT_TYPES = Object.keys(eventHandlers) as GraphEventType[];

// one lookup per applied event on the replay hot path
const handlerByType = new Map<unknown, EventHandler<GraphEventType>>(
  Object.entries(eventHandlers) as [GraphEventType, EventHandler<GraphEventType>][],
);

export function isKnownEventType(type: unknown): type is GraphEventType {
  return handlerByType.has(type);
}

/** Applies one event and returns its inverse; throws UnknownEventType, NoIdentity or the handler's error. */
export function applyEvent(ctx: ApplyContext, event: GraphEvent): Inverse {
  const handler = handlerByType.get(event.eventType);
  if (!handler) throw new UnknownEventTypeError(event.eventType);
  if (!event.eventId) throw new NoIdentityError();
  return handler(ctx, event);
}
