// The protocol as the client speaks it (docs/collaboration.md, "Socket"). Its payload schemas stay
// in @nodeloom/api, which the server validates with; these are the messages this package sends
// and reads, and the transport it sends them by.
import type {
  ClientEventName,
  ClientPayload,
  CommitAck,
  OrderedUserEventDto,
  ServerEventName,
  ServerPayload,
} from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';

export type {
  ClientEventName,
  ClientPayload,
  CommitAck,
  OrderedUserEventDto,
  ServerEventName,
  ServerPayload,
};

/** How the sync reaches the server: one commit at a time, and pulls (docs/collaboration.md). */
export interface EventSyncTransport {
  /** commitProjectUserEvents; rejects when the ack does not come (timeout, disconnect) */
  commit(events: GraphEvent[]): Promise<CommitAck>;
  /** requestNewProjectUserEvents after `currentCounter` */
  pull(currentCounter: number): void;
}
