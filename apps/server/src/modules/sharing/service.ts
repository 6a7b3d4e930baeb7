import { randomBytes } from 'node:crypto';
import type { AccessToken, CreatedAccessToken } from '@nodeloom/api';
import { and, desc, eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/database.js';
import { type AccessTokenRow, projectAccessTokens } from '../../db/schema/index.js';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors.js';
import { notifyAccessTokenRevoked } from './revocations.js';

/** Prefix of project access token secrets: recognisable in logs and secret scanners. */
const TOKEN_PREFIX = 'nlpat_';
const DAY_MS = 24 * 60 * 60 * 1000;

export function presentAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    projectId: row.projectId,
    expiredAt: row.expiredAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByUserId: row.createdByUserId,
  };
}

export async function listAccessTokens(db: Database, projectId: string): Promise<AccessToken[]> {
  const rows = await db
    .select()
    .from(projectAccessTokens)
    .where(eq(projectAccessTokens.projectId, projectId))
    .orderBy(desc(projectAccessTokens.createdAt));
  return rows.map(presentAccessToken);
}

/** A new token: the secret is returned this once; only its sha256 is stored. */
export async function createAccessToken(
  db: Database,
  projectId: string,
  userId: string,
  expiredAt: string,
  maxDays: number,
): Promise<CreatedAccessToken> {
  const expiry = new Date(expiredAt);
  if (expiry.getTime() <= Date.now()) throw new ValidationError('expiredAt must be in the future');
  // A token is a bearer credential outside the team's control: it may not live for ever.
  if (expiry.getTime() > Date.now() + maxDays * DAY_MS) {
    throw new ValidationError(`expiredAt must be at most ${maxDays} days from now`);
  }
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(projectAccessTokens)
    .values({ projectId, tokenHash: hashToken(token), expiredAt: expiry, createdByUserId: userId })
    .returning();
  return { ...presentAccessToken(row!), token };
}

/** Revokes a token of the project at once (revoking twice keeps the first time). */
export async function revokeAccessToken(
  db: Database,
  projectId: string,
  tokenId: string,
): Promise<AccessToken> {
  const where = and(eq(projectAccessTokens.id, tokenId), eq(projectAccessTokens.projectId, projectId));
  const [current] = await db.select().from(projectAccessTokens).where(where).limit(1);
  if (!current) throw new NotFoundError('Access token not found');
  if (current.revokedAt) return presentAccessToken(current);
  const [row] = await db.update(projectAccessTokens).set({ revokedAt: new Date() }).where(where).returning();
  notifyAccessTokenRevoked(current.tokenHash);
  return presentAccessToken(row!);
}

export const ACCESS_TOKEN_INVALID = 'Project access token is invalid';
export const ACCESS_TOKEN_EXPIRED = 'Project access token has expired';
export const ACCESS_TOKEN_REVOKED = 'Project access token has been revoked';

/** The project a token secret opens: 401 unknown, 403 expired or revoked. */
export async function requireAccessTokenProject(db: Database, secret: string): Promise<string> {
  const [row] = await db
    .select()
    .from(projectAccessTokens)
    .where(eq(projectAccessTokens.tokenHash, hashToken(secret)))
    .limit(1);
  if (!row) throw new UnauthorizedError(ACCESS_TOKEN_INVALID);
  if (row.revokedAt) throw new ForbiddenError(ACCESS_TOKEN_REVOKED);
  if (row.expiredAt.getTime() <= Date.now()) throw new ForbiddenError(ACCESS_TOKEN_EXPIRED);
  return row.projectId;
}

/** Same, but undefined instead of an error (GET /projects/{id} with an optional header). */
export async function projectIdForAccessToken(db: Database, secret: string): Promise<string | undefined> {
  return requireAccessTokenProject(db, secret).catch(() => undefined);
}
