import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new unguessable token (256 bits, base64url) for a cookie. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex: what the database keeps instead of the token, so a database leak gives no sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time. */
export function secretsEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
