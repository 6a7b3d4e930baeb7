/**
 * Who to tell when sessions end for good (logout, revocation): the collaboration socket listens so
 * it can disconnect those sessions' sockets at once. Listeners must not throw.
 */
export type SessionsRevoked = { sessionId: string } | { userId: string };

const listeners = new Set<(revoked: SessionsRevoked) => void>();

/** Subscribes; returns the unsubscribe function. */
export function onSessionsRevoked(listener: (revoked: SessionsRevoked) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionsRevoked(revoked: SessionsRevoked): void {
  for (const listener of listeners) listener(revoked);
}
