import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectAccessTokens, sessions } from '../db/schema/index.js';
import type { CollabServer } from './rooms.js';

/**
 * Disconnects this instance's sockets whose session or access token no longer holds (revoked on
 * any instance, expired, idle too long). The revocation hooks act at once; this sweep is the
 * backstop that keeps the 5 s promise for every other way a credential ends.
 */
export async function sweepRevokedCredentials(app: FastifyInstance, io: CollabServer): Promise<void> {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return;
  const now = new Date();
  const sessionIds = [
    ...new Set(sockets.flatMap((s) => (s.data.identity.user ? [s.data.identity.user.sessionId] : []))),
  ];
  const tokenHashes = [
    ...new Set(sockets.flatMap((s) => (s.data.identity.token ? [s.data.identity.token.hash] : []))),
  ];
  const idleSince = new Date(now.getTime() - app.config.session.idleTimeoutMs);
  const liveSessions = new Set(
    sessionIds.length === 0
      ? []
      : (
          await app.db
            .select({ id: sessions.id })
            .from(sessions)
            .where(
              and(
                inArray(sessions.id, sessionIds),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, now),
                gt(sessions.lastSeenAt, idleSince),
              ),
            )
        ).map((row) => row.id),
  );
  const liveTokens = new Set(
    tokenHashes.length === 0
      ? []
      : (
          await app.db
            .select({ hash: projectAccessTokens.tokenHash })
            .from(projectAccessTokens)
            .where(
              and(
                inArray(projectAccessTokens.tokenHash, tokenHashes),
                isNull(projectAccessTokens.revokedAt),
                gt(projectAccessTokens.expiredAt, now),
              ),
            )
        ).map((row) => row.hash),
  );
  for (const socket of sockets) {
    const { user, token } = socket.data.identity;
    if ((user && !liveSessions.has(user.sessionId)) || (token && !liveTokens.has(token.hash))) {
      socket.disconnect(true);
    }
  }
}
