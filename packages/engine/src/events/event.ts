import type { z } from 'zod';
import type { graphEventSchema } from './schemas.js';

/** Any graph edit event (spec 2 §3 Events). */
export type GraphEvent = z.infer<typeof graphEventSchema>;
export type GraphEventType = GraphEvent['eventType'];
export type EventOf<T extends GraphEventType> = Extract<GraphEvent, { eventType: T }>;
/** An event before it gets its eventId and timestamp (what commands build). */
export type EventInput<T extends GraphEventType = GraphEventType> = T extends GraphEventType
  ? Omit<EventOf<T>, 'eventId' | 'timestamp'>
  : never;

/** Where applied events came from (tldraw's change source): only 'user' enters the undo stack. */
export type EventSource = 'user' | 'remote' | 'replay' | 'undo' | 'redo';

/** Ordered user event (collaboration): the server numbers raw events. */
export interface OrderedUserEvent {
  rawEvent: GraphEvent;
  counter: number;
  source: { userId: string; clientId: string };
}
