import { API_BASE_PATH, type OAuthProvider } from '@nodeloom/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { secretsEqual } from '../tokens.js';

/**
 * Between the redirect to the provider and its callback, the state and PKCE verifier travel in a
 * short-lived cookie signed with SESSION_SECRET (httpOnly, SameSite=Lax so the provider's
 * top-level redirect back carries it, scoped to the callback path).
 */
export const OAUTH_COOKIE_NAME = 'nodeloom_oauth';
const LIFETIME_SECONDS = 10 * 60;
const COOKIE_PATH = `${API_BASE_PATH}/auth/callbacks`;

const payloadSchema = z.object({
  provider: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
  /** where the callback lands (return-path.ts checked it), absent: '/' */
  returnTo: z.string().optional(),
  expiresAt: z.number(),
});

export function setOAuthCookie(
  reply: FastifyReply,
  config: Config,
  value: { provider: OAuthProvider; state: string; codeVerifier: string; returnTo?: string },
): void {
  const payload = { ...value, expiresAt: Date.now() + LIFETIME_SECONDS * 1000 };
  reply.setCookie(OAUTH_COOKIE_NAME, Buffer.from(JSON.stringify(payload)).toString('base64url'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: LIFETIME_SECONDS,
    signed: true,
  });
}

export function clearOAuthCookie(reply: FastifyReply): void {
  reply.clearCookie(OAUTH_COOKIE_NAME, { path: COOKIE_PATH });
}

/**
 * The code verifier and return address of a valid, unexpired cookie for this provider and state;
 * null otherwise. Clears the cookie.
 */
export function takeOAuthCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: OAuthProvider,
  state: string,
): { codeVerifier: string; returnTo?: string } | null {
  const raw = request.cookies[OAUTH_COOKIE_NAME];
  clearOAuthCookie(reply);
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const payload = parsed.data;
  if (payload.provider !== provider || payload.expiresAt < Date.now()) return null;
  if (!secretsEqual(payload.state, state)) return null;
  return { codeVerifier: payload.codeVerifier, ...(payload.returnTo ? { returnTo: payload.returnTo } : {}) };
}
