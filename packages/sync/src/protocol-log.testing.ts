import {
  type ClientPayload,
  type CommitAck,
  clientEventSchemas,
  type OrderedUserEventDto,
} from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import type { EventSyncTransport } from './protocol.js';

export const TEST_PROJECT_ID = 'a'.repeat(24);
export const TEST_SESSION_ID = '7b0e1a4e-5d5c-4c8e-9a39-2b9f7f0f6d11';

/**
 * The server's log as the protocol describes it: commits checked with the protocol schema, counters
 * from 1 without gaps, an eventId stored once. Deliveries are up to the test (they can be late).
 */
export class ProtocolLog {
  readonly events: OrderedUserEventDto[] = [];
  /** when set, the next commit is stored but its ack is lost */
  loseNextAck = false;

  transport(clientId: string, onPull: (events: OrderedUserEventDto[]) => void): EventSyncTransport {
    return {
      commit: async (events) => this.commit(clientId, events),
      pull: (currentCounter) => onPull(this.after(currentCounter)),
    };
  }

  after(counter: number): OrderedUserEventDto[] {
    return this.events.filter((e) => e.counter > counter);
  }

  commit(clientId: string, events: GraphEvent[]): CommitAck {
    const payload: ClientPayload<'commitProjectUserEvents'> =
      clientEventSchemas.commitProjectUserEvents.parse({
        projectId: TEST_PROJECT_ID,
        sessionId: TEST_SESSION_ID,
        events,
      });
    const counters = payload.events.map((event) => {
      const stored = this.events.find((e) => e.rawEvent.eventId === event.eventId);
      if (stored) return stored.counter;
      const counter = this.events.length + 1;
      this.events.push({ rawEvent: event, counter, source: { userId: 'u', clientId } });
      return counter;
    });
    if (this.loseNextAck) {
      this.loseNextAck = false;
      throw new Error('ack lost');
    }
    return { ok: true, counters };
  }
}
