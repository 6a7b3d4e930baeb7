import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { type SessionRow, sessions, type UserRow, users } from '../db/schema/index.js';
import { notifySessionsRevoked } from './revocations.js';
import { hashToken, newToken } from './tokens.js';

/**
 * lastSeenAt is written at most this often, so reads do not each cost a write: a tenth of the idle
 * timeout, at most a minute. A fixed minute would end an active session early when the idle
 * timeout is short (a 1-minute timeout, used 30 s after sign-in, would not record that use).
 */
export function touchIntervalMs(idleTimeoutMs: number): number {
  return Math.min(60_000, Math.floor(idleTimeoutMs / 10));
}

export interface ActiveSession {
  /** The stored id (sha256 of the cookie token). */
  id: string;
  user: UserRow;
}

/** Starts a session for a user; returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Database,
  config: Config,
  userId: string,
  userAgent?: string,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.session.absoluteTimeoutMs),
    userAgent: userAgent?.slice(0, 500),
  });
  return token;
}

/**
 * The live session of a cookie token, or null when unknown, revoked, past its absolute
 * lifetime (SESSION_ABSOLUTE_TIMEOUT_HOURS) or idle too long (SESSION_IDLE_TIMEOUT_MINUTES).
 */
export async function findSession(
  db: Database,
  config: Config,
  token: string,
  now = Date.now(),
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sessionCondition(token))
    .limit(1);
  return liveSession(db, config, row, now);
}

/** The stored session of a cookie token, unless revoked (a join condition or a where clause). */
export function sessionCondition(token: string) {
  return and(eq(sessions.id, hashToken(token)), isNull(sessions.revokedAt));
}

/**
 * The rest of findSession for a row read with sessionCondition (alone, or joined into another
 * query): null when past its absolute or idle end, else the session, its use recorded.
 */
export async function liveSession(
  db: Database,
  config: Config,
  row: { session: SessionRow; user: UserRow } | undefined,
  now = Date.now(),
): Promise<ActiveSession | null> {
  if (!row) return null;
  const { session, user } = row;
  if (session.expiresAt.getTime() <= now) return null;
  if (session.lastSeenAt.getTime() + config.session.idleTimeoutMs <= now) return null;
  if (now - session.lastSeenAt.getTime() >= touchIntervalMs(config.session.idleTimeoutMs)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.id));
  }
  return { id: session.id, user };
}

/** Ends a session for good: its cookie is refused from now on. */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  notifySessionsRevoked({ sessionId });
}

/** Ends every live session of a user (inside the caller's transaction when given one). */
export async function revokeUserSessions(
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  userId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  notifySessionsRevoked({ userId });
}

/** Deletes sessions that can no longer be used (revoked, past their absolute or idle end); returns how many. */
export async function purgeEndedSessions(db: Database, config: Config, now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - config.session.idleTimeoutMs);
  const purged = await db
    .delete(sessions)
    .where(or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return purged.length;
}
