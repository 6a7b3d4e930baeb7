import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { UnauthorizedError } from '../http/errors.js';
import { isAdministrator } from './administrators.js';
import { readSessionCookie } from './cookies.js';
import { type ActiveSession, findSession } from './sessions.js';

/** The caller as route handlers see it: the user row without its password hash. */
export interface SignedInUser extends Omit<UserRow, 'passwordHash'> {
  /** Stored id of the session the request came with (to revoke it on logout). */
  sessionId: string;
  isAdmin: boolean;
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedInUser | null>>();

/** The signed-in caller or null; looked up once per request. */
export function currentUser(request: FastifyRequest): Promise<SignedInUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = lookUp(request);
    resolved.set(request, pending);
  }
  return pending;
}

async function lookUp(request: FastifyRequest): Promise<SignedInUser | null> {
  const token = readSessionCookie(request);
  if (!token) return null;
  const { db, config } = request.server;
  return signedInUser(request, await findSession(db, config, token));
}

/** The caller of a live session (or null) as handlers see it. */
function signedInUser(request: FastifyRequest, session: ActiveSession | null): SignedInUser | null {
  if (!session) return null;
  const { passwordHash: _hidden, ...user } = session.user;
  return {
    ...user,
    sessionId: session.id,
    isAdmin: isAdministrator(request.server.config.adminEmails, user),
  };
}

/**
 * Whether this request's caller was already looked up (currentUser), so a route that reads the
 * session inside a larger query of its own (permissions/project-read.ts) knows it need not.
 */
export function lookedUp(request: FastifyRequest): Promise<SignedInUser | null> | undefined {
  return resolved.get(request);
}

/**
 * Records the caller found by a route's own query (a live session from liveSession, or null), so
 * currentUser answers the same for the rest of the request without a second lookup.
 */
export function rememberCaller(request: FastifyRequest, session: ActiveSession | null): SignedInUser | null {
  const user = signedInUser(request, session);
  resolved.set(request, Promise.resolve(user));
  return user;
}

/** Guard: the route needs a signed-in user; signed-out callers get 401 { message: 'Unauthorized' }. */
export async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
  const user = await currentUser(request);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** Guard: the route works signed in or out; `user` is null when signed out. */
export function optionalUser(request: FastifyRequest): Promise<SignedInUser | null> {
  return currentUser(request);
}
