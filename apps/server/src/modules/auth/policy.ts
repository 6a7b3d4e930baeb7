import { HEADER_DEBUG_KEY, routes } from '@nodeloom/api';
import type { FastifyRequest } from 'fastify';
import { secretsEqual } from '../../auth/tokens.js';
import { NotFoundError, UnauthorizedError } from '../../http/errors.js';
import { anybody, definePolicy, signedIn } from '../../permissions/index.js';

/**
 * Signing in, up and the login probe are public (a signed-out caller is who needs them); signing
 * out and asking for another verification mail need a session. Test-account sign-in and e-mail
 * sign-up also depend on the server's settings (the guards below), not on the caller.
 */
export const authPolicy = definePolicy(
  'auth',
  routes.auth,
  {
    testAccountLogin: 'signIn',
    emailSignup: 'signIn',
    emailLogin: 'signIn',
    oauthLogin: 'signIn',
    oauthCallback: 'signIn',
    failure: 'signIn',
    verifyEmail: 'signIn',
    session: 'signIn',
    logout: 'useSession',
    resendVerification: 'useSession',
  },
  (caller, action) => (action === 'signIn' ? anybody() : signedIn(caller)),
);

// Guards of the sign-in routes; they run before the body is validated.

/** Test-account sign-in exists only when DEBUG_KEY is set (404 otherwise) and needs it in x-debug-key (401). */
export async function requireDebugKey(request: FastifyRequest): Promise<undefined> {
  const { debugKey } = request.server.config;
  if (!debugKey) throw new NotFoundError('Test-account login is disabled');
  const given = request.headers[HEADER_DEBUG_KEY];
  if (typeof given !== 'string' || !secretsEqual(given, debugKey)) {
    throw new UnauthorizedError('Invalid debug key');
  }
  return undefined;
}

/** E-mail sign-up exists only when PASSWORD_SIGNUP is true (404 otherwise). */
export async function requirePasswordSignup(request: FastifyRequest): Promise<undefined> {
  if (!request.server.config.passwordSignup) throw new NotFoundError('E-mail sign-up is disabled');
  return undefined;
}
