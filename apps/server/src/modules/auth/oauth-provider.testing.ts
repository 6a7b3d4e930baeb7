import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { OAUTH_COOKIE_NAME } from '../../auth/oauth/state-cookie.js';
import { sessionCookieFrom } from '../../test/index.js';

// A real OAuth2 server on a local port (oauth2-mock-server, which checks PKCE) standing in for
// Google and GitHub, plus a stub of GitHub's /user/emails (not shipped: *.testing.ts).

export interface MockProviders {
  /** The OAuth2 server; `provider.service.once('beforeUserinfo', …)` sets the next profile. */
  readonly provider: OAuth2Server;
  readonly issuer: string;
  /** What the /user/emails stub answers next, and the Authorization headers it was called with. */
  emails: { answer: { status: number; body: unknown }; calls: (string | undefined)[] };
  /** Environment pointing both providers at the mock. */
  env(): Record<string, string>;
}

/** Starts the mock providers for the calling test file (beforeAll) and stops them (afterAll). */
export function useMockProviders(): MockProviders {
  let provider: OAuth2Server | undefined;
  let emailsServer: Server | undefined;
  let emailsUrl = '';
  const emails: MockProviders['emails'] = { answer: { status: 200, body: [] }, calls: [] };

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    emailsServer = createServer((request, response) => {
      emails.calls.push(request.headers.authorization);
      response.writeHead(emails.answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(emails.answer.body));
    });
    await new Promise<void>((done) => emailsServer!.listen(0, '127.0.0.1', done));
    emailsUrl = `http://127.0.0.1:${(emailsServer.address() as AddressInfo).port}/user/emails`;
  });
  afterAll(async () => {
    await provider?.stop();
    await new Promise((done) => emailsServer?.close(done));
  });

  const started = () => {
    if (!provider) throw new Error('The mock providers run only inside tests and hooks');
    return provider;
  };
  return {
    get provider() {
      return started();
    },
    get issuer() {
      return started().issuer.url!;
    },
    emails,
    env() {
      const issuer = started().issuer.url!;
      return {
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
        GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
        GITHUB_CLIENT_ID: 'github-client',
        GITHUB_CLIENT_SECRET: 'github-secret',
        GITHUB_AUTHORIZE_URL: `${issuer}/authorize`,
        GITHUB_TOKEN_URL: `${issuer}/token`,
        GITHUB_USERINFO_URL: `${issuer}/userinfo`,
        GITHUB_EMAILS_URL: emailsUrl,
      };
    },
  };
}

let accountCounter = 0;
/** A provider account id no other test uses (a suite's database is shared). */
export const nextAccount = () => {
  accountCounter += 1;
  return accountCounter;
};

/** `name=value` of the OAuth state cookie a login response sets. */
export function oauthCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === OAUTH_COOKIE_NAME);
  if (!cookie) throw new Error('no OAuth cookie set');
  return `${OAUTH_COOKIE_NAME}=${encodeURIComponent(cookie.value)}`;
}

/** Follows the provider's authorize redirect like a browser would; returns the callback path+query. */
export async function authorizeAtProvider(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const callback = new URL(answer.headers.get('location')!);
  return callback.pathname + callback.search;
}

/**
 * Login → the provider's authorize page → the callback, as a browser does; `tamper` may change the
 * callback path, and the OAuth cookie is sent unless told otherwise. Returns the callback answer.
 */
export async function throughProvider(
  app: FastifyInstance,
  name: 'google' | 'github',
  { tamper = (path: string) => path, sendCookie = true } = {},
) {
  const login = await app.inject({ method: 'GET', url: `/api/nest/auth/login/${name}` });
  const callbackPath = tamper(await authorizeAtProvider(login.headers.location as string));
  return app.inject({
    method: 'GET',
    url: callbackPath,
    headers: sendCookie ? { cookie: oauthCookie(login) } : {},
  });
}

/** The whole flow for a provider whose userinfo answers `profile`; the callback answer and session. */
export async function signInWithProvider(
  mock: MockProviders,
  app: FastifyInstance,
  name: 'google' | 'github',
  profile: object,
): Promise<{ callback: LightMyRequestResponse; cookie: string }> {
  mock.provider.service.once('beforeUserinfo', (response) => {
    response.body = profile;
  });
  const callback = await throughProvider(app, name);
  return { callback, cookie: sessionCookieFrom(callback) };
}
