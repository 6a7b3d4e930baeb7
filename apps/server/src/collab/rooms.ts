import type { ClientToServerEvents, ServerToClientEvents } from '@nodeloom/api';
import type { Server, Socket } from 'socket.io';
import type { PresenceThrottle } from './presence-throttle.js';
import type { SocketIdentity } from './socket-identity.js';

/** What the server keeps per socket (never sent by the client). */
export interface CollabSocketData {
  identity: SocketIdentity;
  throttle: PresenceThrottle;
  /** The project this socket joined, if any (one at a time). */
  joined?: { projectId: string; sessionId: string; canWrite: boolean };
  /** When write access to the joined project was last confirmed from the database (ms epoch). */
  writeCheckedAt?: number;
}

export type CollabServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  CollabSocketData
>;
export type CollabSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  CollabSocketData
>;

/** Room names: a project's participants, and the sockets of one session, user or access token. */
export const rooms = {
  project: (projectId: string) => `project:${projectId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: string) => `user:${userId}`,
  token: (tokenHash: string) => `token:${tokenHash}`,
};
