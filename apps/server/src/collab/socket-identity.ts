import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isAdministrator } from '../auth/administrators.js';
import { SESSION_COOKIE_NAME } from '../auth/cookies.js';
import type { SignedInUser } from '../auth/guards.js';
import { findSession } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import { HttpError } from '../http/errors.js';
import { requireAccessTokenProject } from '../modules/sharing/index.js';

/** Who a socket belongs to, decided once at the handshake exactly as REST reads a request. */
export interface SocketIdentity {
  /** The signed-in user (session cookie), or null for a viewer with a project access token. */
  user: SignedInUser | null;
  /** The project a handshake `auth.projectAccessToken` opens read-only, and the token's stored hash. */
  token?: { projectId: string; hash: string };
}

export class HandshakeRefused extends Error {}

/**
 * Checks a handshake: Origin (when sent) must be PUBLIC_URL or one of ALLOWED_ORIGINS, as for
 * REST; the session cookie gives the user; a project access token (handshake auth field
 * `projectAccessToken`, validated by the sharing service) gives a read-only viewer.
 */
export async function identifySocket(
  app: FastifyInstance,
  headers: IncomingHttpHeaders,
  auth: Record<string, unknown>,
): Promise<SocketIdentity> {
  const { config, db } = app;
  const origin = headers.origin;
  if (origin !== undefined && !config.allowedOrigins.includes(origin)) {
    throw new HandshakeRefused(`Origin ${origin} is not allowed`);
  }
  const cookies = app.parseCookie(headers.cookie ?? '');
  const cookieToken = cookies[SESSION_COOKIE_NAME];
  let user: SignedInUser | null = null;
  if (cookieToken) {
    const session = await findSession(db, config, cookieToken);
    if (session) {
      const { passwordHash: _hidden, ...row } = session.user;
      user = { ...row, sessionId: session.id, isAdmin: isAdministrator(config.adminEmails, row) };
    }
  }
  const secret = auth.projectAccessToken;
  if (secret !== undefined && typeof secret !== 'string') {
    throw new HandshakeRefused('projectAccessToken must be a string');
  }
  let token: SocketIdentity['token'];
  if (secret) {
    try {
      token = { projectId: await requireAccessTokenProject(db, secret), hash: hashToken(secret) };
    } catch (error) {
      if (error instanceof HttpError) throw new HandshakeRefused(error.message);
      throw error;
    }
  }
  if (!user && !token) throw new HandshakeRefused('Unauthorized');
  return { user, ...(token ? { token } : {}) };
}
