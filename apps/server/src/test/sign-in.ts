import { API_BASE_PATH, HEADER_DEBUG_KEY, HEADER_REQUEST_ID, type Me } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE_NAME } from '../auth/cookies.js';

let requestCounter = 0;
let userCounter = 0;

/** Headers every state-changing API call needs (x-request-id), plus the session cookie if given. */
export function apiHeaders(cookie?: string, extra: Record<string, string> = {}): Record<string, string> {
  requestCounter += 1;
  return { [HEADER_REQUEST_ID]: `test-${requestCounter}`, ...(cookie ? { cookie } : {}), ...extra };
}

/** The `name=value` of the session cookie a response sets, for the next request's cookie header. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
  if (!cookie) throw new Error('The response set no session cookie');
  return `${SESSION_COOKIE_NAME}=${cookie.value}`;
}

export interface SignedInTestUser {
  user: Me;
  /** `nodeloom_session=…`: pass as the cookie header. */
  cookie: string;
  username: string;
  password: string;
  /** apiHeaders(cookie): cookie + a fresh x-request-id. */
  headers(): Record<string, string>;
}

/**
 * Signs a test account in through the real POST /auth/login/test-account (DEBUG_KEY must be set,
 * as createTestApp does). Without a username a unique one is made, so each call is a new user.
 */
export async function signInTestUser(
  app: FastifyInstance,
  account: { username?: string; password?: string } = {},
): Promise<SignedInTestUser> {
  userCounter += 1;
  const username = account.username ?? `user-${userCounter}`;
  const password = account.password ?? 'test-password';
  const response = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/auth/login/test-account`,
    headers: apiHeaders(undefined, { [HEADER_DEBUG_KEY]: app.config.debugKey ?? '' }),
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Test sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const cookie = sessionCookieFrom(response);
  return { user: response.json(), cookie, username, password, headers: () => apiHeaders(cookie) };
}
