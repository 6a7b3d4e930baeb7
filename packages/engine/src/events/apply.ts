import { NoIdentityError, UnknownEventTypeError } from '../errors/index.js';
import { connectionHandlers } from './connections.js';
import type { ApplyContext, EventHandler, Inverse } from './context.js';
import { customParamHandlers } from './custom-params.js';
import type { GraphEvent, GraphEventType } from './event.js';
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
};

export const EVENT_TYPES = Object.keys(eventHandlers) as GraphEventType[];

export function isKnownEventType(type: unknown): type is GraphEventType {
  return typeof type === 'string' && Object.hasOwn(eventHandlers, type);
}

/** Applies one event and returns its inverse; throws UnknownEventType, NoIdentity or the handler's error. */
export function applyEvent(ctx: ApplyContext, event: GraphEvent): Inverse {
  if (!isKnownEventType(event.eventType)) throw new UnknownEventTypeError(event.eventType);
  if (!event.eventId) throw new NoIdentityError();
  const handler = eventHandlers[event.eventType] as EventHandler<GraphEventType>;
  return handler(ctx, event);
}
