import { defineRoute } from './route.js';
import { deletionRequestBodySchema, deletionStatusResponseSchema } from './schemas/accounts.js';
import {
  authFailureQuerySchema,
  emailLoginBodySchema,
  emailSignupBodySchema,
  oauthCallbackQuerySchema,
  oauthProviderParamsSchema,
  testAccountLoginBodySchema,
} from './schemas/auth.js';
import { idParamsSchema, okResponseSchema } from './schemas/common.js';
import { healthResponseSchema } from './schemas/health.js';
import { meResponseSchema, publicProfileSchema, updateMeBodySchema } from './schemas/users.js';

/**
 * The route table: every REST call under API_BASE_PATH, grouped by the areas of spec 1 §7.
 * Add a call here first, then implement it on the server with `route(app, routes.<area>.<name>, …)`.
 */
export const routes = {
  health: {
    check: defineRoute({ method: 'GET', path: '/health', response: healthResponseSchema }),
  },
  auth: {
    oauthLogin: defineRoute({
      method: 'GET',
      path: '/auth/login/:provider',
      params: oauthProviderParamsSchema,
    }),
    oauthCallback: defineRoute({
      method: 'GET',
      path: '/auth/callbacks/:provider',
      params: oauthProviderParamsSchema,
      query: oauthCallbackQuerySchema,
    }),
    failure: defineRoute({ method: 'GET', path: '/auth/redirects/failure', query: authFailureQuerySchema }),
    testAccountLogin: defineRoute({
      method: 'POST',
      path: '/auth/login/test-account',
      body: testAccountLoginBodySchema,
      response: meResponseSchema,
    }),
    emailSignup: defineRoute({
      method: 'POST',
      path: '/auth/signup/email',
      body: emailSignupBodySchema,
      response: meResponseSchema,
      status: 201,
    }),
    emailLogin: defineRoute({
      method: 'POST',
      path: '/auth/login/email',
      body: emailLoginBodySchema,
      response: meResponseSchema,
    }),
    logout: defineRoute({ method: 'POST', path: '/auth/logout', response: okResponseSchema }),
  },
  users: {
    getMe: defineRoute({ method: 'GET', path: '/users/me', response: meResponseSchema }),
    updateMe: defineRoute({
      method: 'PATCH',
      path: '/users/me',
      body: updateMeBodySchema,
      response: meResponseSchema,
    }),
    getProfile: defineRoute({
      method: 'GET',
      path: '/users/profiles/:id',
      params: idParamsSchema,
      response: publicProfileSchema,
    }),
  },
  accounts: {
    requestDeletion: defineRoute({
      method: 'POST',
      path: '/accounts/deletion/request',
      body: deletionRequestBodySchema,
      response: deletionStatusResponseSchema,
    }),
    cancelDeletion: defineRoute({
      method: 'POST',
      path: '/accounts/deletion/cancel',
      response: deletionStatusResponseSchema,
    }),
  },
} as const;
