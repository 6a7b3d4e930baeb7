import type { PublishingStatusEventRow } from '../db/schema/index.js';
import { publishingStatusEmitter } from '../modules/publishing/index.js';
import { type CollabServer, rooms } from './rooms.js';

/**
 * Pushes each recorded domain or certificate status change (the verification job, the signed
 * webhook) to the owner's open sockets: the user's room, on every instance through the adapter.
 * Polling GET /publishing/domains/statusEvents stays as the catch-up after a reconnect.
 */
export function relayPublishingStatus(io: CollabServer): () => void {
  const forward = (row: PublishingStatusEventRow) => {
    io.to(rooms.user(row.userId)).emit('publishingStatus', {
      seq: row.seq,
      domainName: row.domainName,
      kind: row.kind,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    });
  };
  publishingStatusEmitter.on('change', forward);
  return () => publishingStatusEmitter.off('change', forward);
}
