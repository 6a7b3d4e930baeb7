import { SESSION_PATH } from '../constants.js';
import { defineRoute } from '../route.js';
import {
  authFailureQuerySchema,
  emailLoginBodySchema,
  emailSignupBodySchema,
  oauthCallbackQuerySchema,
  oauthLoginQuerySchema,
  oauthProviderParamsSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signupResponseSchema,
  testAccountLoginBodySchema,
  verifyEmailQuerySchema,
} from '../schemas/auth.js';
import { okResponseSchema } from '../schemas/common.js';
import { meResponseSchema } from '../schemas/users.js';

/** The auth calls, implemented by apps/server/src/modules/auth. */
export const authRoutes = {
  oauthLogin: defineRoute({
    method: 'GET',
    path: '/auth/login/:provider',
    params: oauthProviderParamsSchema,
    query: oauthLoginQuerySchema,
    rateLimit: 'signIn',
  }),
  oauthCallback: defineRoute({
    method: 'GET',
    path: '/auth/callbacks/:provider',
    params: oauthProviderParamsSchema,
    query: oauthCallbackQuerySchema,
    rateLimit: 'signIn',
  }),
  failure: defineRoute({ method: 'GET', path: '/auth/redirects/failure', query: authFailureQuerySchema }),
  testAccountLogin: defineRoute({
    method: 'POST',
    path: '/auth/login/test-account',
    body: testAccountLoginBodySchema,
    response: meResponseSchema,
    rateLimit: 'signIn',
  }),
  emailSignup: defineRoute({
    method: 'POST',
    path: '/auth/signup/email',
    body: emailSignupBodySchema,
    response: signupResponseSchema,
    status: 201,
    rateLimit: 'signIn',
    /** The e-mail address has an account already. */
    errors: [409],
  }),
  emailLogin: defineRoute({
    method: 'POST',
    path: '/auth/login/email',
    body: emailLoginBodySchema,
    response: signInResponseSchema,
    rateLimit: 'signIn',
    /** Wrong e-mail or password. */
    errors: [401],
  }),
  logout: defineRoute({ method: 'POST', path: '/auth/logout', response: okResponseSchema }),
  /** The login probe: the signed-in user or null (never 401, so a visitor's console stays clean). */
  session: defineRoute({ method: 'GET', path: SESSION_PATH, response: sessionResponseSchema }),
  /** The link e-mailed at sign-up: confirms the address, then → /login?verified=1 (or ?error=). */
  verifyEmail: defineRoute({ method: 'GET', path: '/auth/verify-email', query: verifyEmailQuerySchema }),
  /** Mails the signed-in user a new confirmation link. */
  resendVerification: defineRoute({
    method: 'POST',
    path: '/auth/verify-email/resend',
    response: okResponseSchema,
    rateLimit: 'signIn',
  }),
} as const;
