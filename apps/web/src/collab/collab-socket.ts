import { type ClientToServerEvents, COLLAB_SOCKET_PATH, type ServerToClientEvents } from '@nodeloom/api';
import { io, type Socket } from 'socket.io-client';

export type CollabSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The collaboration socket on this origin (spec 1 §7): the session cookie goes with it; a viewer
 * who came with a share link sends its project access token instead. WebSocket only, so any
 * instance behind a load balancer can take it without sticky sessions.
 */
export function openCollabSocket(options: { projectAccessToken?: string } = {}): CollabSocket {
  return io({
    path: COLLAB_SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    auth: options.projectAccessToken ? { projectAccessToken: options.projectAccessToken } : {},
  });
}
