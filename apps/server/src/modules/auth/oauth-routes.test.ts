import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OAUTH_COOKIE_NAME } from '../../auth/oauth/state-cookie.js';
import { describeEachDatabase, sessionCookieFrom } from '../../test/index.js';

// The whole flow against a real OAuth2 server on a local port (oauth2-mock-server), with PKCE checked by it.
let provider: OAuth2Server;
let issuer: string;
let accountCounter = 0;
/** A provider account id no other test uses (the suite's database is shared). */
const nextAccount = () => {
  accountCounter += 1;
  return accountCounter;
};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  issuer = provider.issuer.url!;
});
afterAll(async () => {
  await provider.stop();
});

const providerEnv = () => ({
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
});

function oauthCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === OAUTH_COOKIE_NAME);
  if (!cookie) throw new Error('no OAuth cookie set');
  return `${OAUTH_COOKIE_NAME}=${encodeURIComponent(cookie.value)}`;
}

/** Follows the provider's authorize redirect like a browser would; returns the callback path+query. */
async function authorizeAtProvider(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const callback = new URL(answer.headers.get('location')!);
  return callback.pathname + callback.search;
}

describeEachDatabase('OAuth sign-in', (suite) => {
  for (const name of ['google', 'github'] as const) {
    it(`signs in with ${name}: authorize (state + S256 PKCE), callback, session, redirect home`, async () => {
      const { app } = await suite.createTestApp({ env: providerEnv() });
      const providerUser =
        name === 'google'
          ? {
              sub: `g-${nextAccount()}`,
              email: `ada-${nextAccount()}@example.com`,
              email_verified: true,
              name: 'Ada Lovelace',
              given_name: 'Ada',
              family_name: 'Lovelace',
              picture: 'https://example.com/ada.png',
            }
          : { id: nextAccount(), login: 'octocat', name: 'The Octocat', avatar_url: null };
      provider.service.once('beforeUserinfo', (response) => {
        response.body = providerUser;
      });

      const login = await app.inject({ method: 'GET', url: `/api/nest/auth/login/${name}` });
      expect(login.statusCode).toBe(302);
      const authorize = new URL(login.headers.location as string);
      expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`);
      expect(authorize.searchParams.get('client_id')).toBe(`${name}-client`);
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `http://localhost:4000/api/nest/auth/callbacks/${name}`,
      );
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('state')).toBeTruthy();

      const callbackPath = await authorizeAtProvider(authorize.toString());
      const callback = await app.inject({
        method: 'GET',
        url: callbackPath,
        headers: { cookie: oauthCookie(login) },
      });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('http://localhost:4000/');

      const me = await app.inject({
        method: 'GET',
        url: '/api/nest/users/me',
        headers: { cookie: sessionCookieFrom(callback) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().name).toBe(name === 'google' ? 'Ada Lovelace' : 'The Octocat');
      if (name === 'google') expect(me.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });
  }

  it('finds the same user on a second sign-in with the same provider account', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const sub = `g-${nextAccount()}`;
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      provider.service.once('beforeUserinfo', (response) => {
        response.body = { sub, name: 'Grace Hopper' };
      });
      const login = await app.inject({ method: 'GET', url: '/api/nest/auth/login/google' });
      const callbackPath = await authorizeAtProvider(login.headers.location as string);
      const callback = await app.inject({
        method: 'GET',
        url: callbackPath,
        headers: { cookie: oauthCookie(login) },
      });
      const me = await app.inject({
        method: 'GET',
        url: '/api/nest/users/me',
        headers: { cookie: sessionCookieFrom(callback) },
      });
      ids.push(me.json().id);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const login = await app.inject({ method: 'GET', url: '/api/nest/auth/login/google' });
    const callbackPath = await authorizeAtProvider(login.headers.location as string);
    const forged = callbackPath.replace(/state=[^&]+/, 'state=forged');
    const callback = await app.inject({
      method: 'GET',
      url: forged,
      headers: { cookie: oauthCookie(login) },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/api/nest/auth/redirects/failure?reason=invalid_state');
    expect(callback.cookies.find((c) => c.name === 'nodeloom_session')).toBeUndefined();
  });

  it('refuses a callback without the state cookie', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const login = await app.inject({ method: 'GET', url: '/api/nest/auth/login/github' });
    const callbackPath = await authorizeAtProvider(login.headers.location as string);
    const callback = await app.inject({ method: 'GET', url: callbackPath });
    expect(callback.headers.location).toBe('/api/nest/auth/redirects/failure?reason=invalid_state');
  });

  it('reports a provider error (the user declined) as the failure reason', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const callback = await app.inject({
      method: 'GET',
      url: '/api/nest/auth/callbacks/google?error=access_denied',
    });
    expect(callback.headers.location).toBe('/api/nest/auth/redirects/failure?reason=access_denied');
    expect(callback.cookies.find((c) => c.name === OAUTH_COOKIE_NAME)?.value).toBe('');
  });

  it('reports a failed code exchange', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    provider.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const login = await app.inject({ method: 'GET', url: '/api/nest/auth/login/google' });
    const callbackPath = await authorizeAtProvider(login.headers.location as string);
    const callback = await app.inject({
      method: 'GET',
      url: callbackPath,
      headers: { cookie: oauthCookie(login) },
    });
    expect(callback.headers.location).toBe('/api/nest/auth/redirects/failure?reason=token_exchange_failed');
  });

  it('sends an unconfigured provider to the failure page', async () => {
    const { app } = await suite.createTestApp();
    const login = await app.inject({ method: 'GET', url: '/api/nest/auth/login/github' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/api/nest/auth/redirects/failure?reason=provider_not_configured');
  });

  it('the failure page redirects to /login?error=<reason>', async () => {
    const { app } = await suite.createTestApp();
    const failure = await app.inject({
      method: 'GET',
      url: '/api/nest/auth/redirects/failure?reason=invalid_state',
    });
    expect(failure.statusCode).toBe(302);
    expect(failure.headers.location).toBe('/login?error=invalid_state');
  });

  it('answers 400 naming the field for an unknown provider or a malformed reason', async () => {
    const { app } = await suite.createTestApp();
    const login = await app.inject({ method: 'GET', url: '/api/nest/auth/login/myspace' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      code: 'ValidationError',
      message: expect.stringMatching(/^provider /),
    });
    const failure = await app.inject({
      method: 'GET',
      url: '/api/nest/auth/redirects/failure?reason=%3Cscript%3E',
    });
    expect(failure.statusCode).toBe(400);
    expect(failure.json().message).toBe('reason must be a short snake_case reason');
  });
});
