import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookies.js';
import { createSession, revokeSession } from './sessions.js';
import { hashToken } from './tokens.js';

/**
 * Signs a user in: a brand-new session (never a reused id) behind a fresh cookie. A session the
 * browser already carried is revoked, so a planted cookie cannot ride along (session fixation).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const { db, config } = request.server;
  const previous = readSessionCookie(request);
  if (previous) await revokeSession(db, hashToken(previous));
  const token = await createSession(db, config, userId, request.headers['user-agent']);
  setSessionCookie(reply, config, token);
}

/** Signs the caller out: revokes the session (a replayed cookie then gets 401) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, config } = request.server;
  const token = readSessionCookie(request);
  if (token) await revokeSession(db, hashToken(token));
  clearSessionCookie(reply, config);
}
