/**
 * Who to tell when a project access token is revoked: the collaboration socket disconnects the
 * viewers who came with it. The token is named by its stored sha256 hash. Listeners must not throw.
 */
const listeners = new Set<(tokenHash: string) => void>();

/** Subscribes; returns the unsubscribe function. */
export function onAccessTokenRevoked(listener: (tokenHash: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyAccessTokenRevoked(tokenHash: string): void {
  for (const listener of listeners) listener(tokenHash);
}
