import type { CollabServer } from './rooms.js';
import { rooms } from './rooms.js';
import type { SessionChange } from './session-store.js';

/** Tells a project's room what a departure did: who left, the new host, or the end of the session. */
export function announceDeparture(io: CollabServer, clientIds: string[], change: SessionChange): void {
  const room = io.to(rooms.project(change.projectId));
  room.emit('removeParticipants', { projectId: change.projectId, clientIds });
  if (change.ended) {
    room.emit('endSession', { projectId: change.projectId, sessionId: change.sessionId });
    return;
  }
  announceHost(io, change);
}

export function announceHost(io: CollabServer, change: SessionChange): void {
  if (!change.host) return;
  io.to(rooms.project(change.projectId)).emit('setSessionHost', {
    projectId: change.projectId,
    sessionId: change.sessionId,
    hostClientId: change.host.clientId,
  });
}
