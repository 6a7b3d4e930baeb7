// @nodeloom/sync: the collaboration client's half of the log protocol (docs/collaboration.md),
// used by the web app, the server's socket tests and the benches.
export {
  ConfirmedIds,
  echoedCount,
  LogCursor,
  passedIds,
} from './confirmation.js';
export { EventSync, type EventSyncOptions, type LogSaveState, PROVISIONAL_MS } from './event-sync.js';
export { releaseHeld } from './gesture.js';
export type {
  ClientEventName,
  ClientPayload,
  CommitAck,
  EventSyncTransport,
  OrderedUserEventDto,
  ServerEventName,
  ServerPayload,
} from './protocol.js';
export { CommitQueue, type CommitQueueHost, retryDelay } from './queue.js';
export { rebase } from './rebase.js';
export type { Unconfirmed } from './unconfirmed.js';
