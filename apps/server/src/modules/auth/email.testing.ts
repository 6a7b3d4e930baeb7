import type { Me } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { apiHeaders, sessionCookieFrom, type TestApp } from '../../test/index.js';

// E-mail sign-up and the confirmation link as tests use them (not shipped: *.testing.ts).

/** POST /auth/signup/email; the new account's /users/me answer and session cookie. */
export async function signUpByEmail(
  app: FastifyInstance,
  email: string,
  password = 'password1',
): Promise<{ me: Me; cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/nest/auth/signup/email',
    headers: apiHeaders(),
    payload: { email, password },
  });
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  return { me: response.json(), cookie: sessionCookieFrom(response) };
}

/** Path and query of the newest confirmation link mailed to an address. */
export function latestLinkTo({ mailbox, config }: TestApp, address: string): string {
  const mail = mailbox.to(address).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`No confirmation link was mailed to ${address}`);
  return link.replace(config.publicUrl, '');
}

/** Opens the newest confirmation link mailed to an address, as the browser would. */
export async function openLatestLink(testApp: TestApp, address: string) {
  return testApp.app.inject({ method: 'GET', url: latestLinkTo(testApp, address) });
}

/** GET /users/me with a session cookie. */
export const getMe = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/nest/users/me', headers: { cookie } });
