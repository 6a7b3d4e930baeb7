import { EngineError } from '../errors/index.js';
import { isKnownEventType } from './apply.js';
import type { GraphEvent } from './event.js';
import { graphEventSchema } from './schemas.js';

/** The broadcast-channel message type of cross-window sync (spec 1 §4, spec 2 §7). */
export const CROSS_WINDOW_MESSAGE_TYPE = 'NS_EVENTS';

/** Spec 2 §5: 'Incoming cross-window events must be an array of objects with a known eventType.' */
export const INCOMING_EVENTS_MESSAGE =
  'Incoming cross-window events must be an array of objects with a known eventType';

/** Incoming cross-window events that are not an array of valid events of known types. */
export class InvalidIncomingEventsError extends EngineError {
  constructor(readonly detail: string) {
    super('InvalidIncomingEvents', `${INCOMING_EVENTS_MESSAGE}: ${detail}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates events that arrive from another window: an array of objects with a known eventType,
 * each valid against its event schema. Throws InvalidIncomingEventsError naming the first problem.
 */
export function parseIncomingEvents(value: unknown): GraphEvent[] {
  if (!Array.isArray(value)) throw new InvalidIncomingEventsError('not an array');
  return value.map((item, index) => {
    if (!isObject(item)) throw new InvalidIncomingEventsError(`item ${index} is not an object`);
    if (!isKnownEventType(item.eventType))
      throw new InvalidIncomingEventsError(
        `item ${index} has unknown eventType ${JSON.stringify(item.eventType)}`,
      );
    const parsed = graphEventSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InvalidIncomingEventsError(
        `item ${index} (${item.eventType}) is invalid at ${issue.path.join('.') || 'the event'}: ${issue.message}`,
      );
    }
    return parsed.data;
  });
}

export interface CrossWindowMessage {
  type: typeof CROSS_WINDOW_MESSAGE_TYPE;
  projectId: string;
  events: GraphEvent[];
}

/** The message a window broadcasts after applying its own events. */
export function crossWindowMessage(projectId: string, events: GraphEvent[]): CrossWindowMessage {
  return { type: CROSS_WINDOW_MESSAGE_TYPE, projectId, events };
}

/**
 * The receiving side of cross-window sync: a message is accepted only from the same origin and
 * the same project, only when every event is valid and none has been seen before (spec 2 §7).
 */
export class CrossWindowInbox {
  readonly #seen = new Set<string>();

  constructor(
    readonly projectId: string,
    readonly origin: string,
  ) {}

  /** Remembers events this window applied itself, so their echo is not applied twice. */
  markSeen(events: readonly { eventId: string }[]): void {
    for (const event of events) this.#seen.add(event.eventId);
  }

  /** The events to apply, or undefined when the message is refused. */
  accept(message: unknown, origin: string): GraphEvent[] | undefined {
    if (origin !== this.origin || !isObject(message)) return undefined;
    if (message.type !== CROSS_WINDOW_MESSAGE_TYPE || message.projectId !== this.projectId) return undefined;
    let events: GraphEvent[];
    try {
      events = parseIncomingEvents(message.events);
    } catch {
      return undefined;
    }
    if (events.some((event) => this.#seen.has(event.eventId))) return undefined;
    this.markSeen(events);
    return events;
  }
}
