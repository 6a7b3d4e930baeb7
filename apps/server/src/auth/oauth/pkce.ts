import { createHash, randomBytes } from 'node:crypto';

/** A PKCE pair (RFC 7636, method S256) and an anti-CSRF state value. */
export function newAuthorizationSecrets(): { state: string; codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(16).toString('base64url'),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  };
}
