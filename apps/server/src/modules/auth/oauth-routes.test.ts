import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { OAUTH_COOKIE_NAME } from '../../auth/oauth/state-cookie.js';
import { describeEachDatabase, sessionCookieFrom } from '../../test/index.js';
import {
  authorizeAtProvider,
  nextAccount,
  oauthCookie,
  signInWithProvider,
  throughProvider,
  useMockProviders,
} from './oauth-provider.testing.js';

// The whole flow against a real OAuth2 server on a local port (oauth2-mock-server), with PKCE checked by it.
const mock = useMockProviders();
const providerEnv = () => mock.env();

/** The whole flow for a provider whose userinfo answers `profile`; returns the signed-in /users/me. */
async function signInThrough(app: FastifyInstance, name: 'google' | 'github', profile: object) {
  const { cookie } = await signInWithProvider(mock, app, name, profile);
  return app.inject({ method: 'GET', url: '/api/nest/users/me', headers: { cookie } });
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
      mock.provider.service.once('beforeUserinfo', (response) => {
        response.body = providerUser;
      });

      const login = await app.inject({ method: 'GET', url: `/api/nest/auth/login/${name}` });
      expect(login.statusCode).toBe(302);
      const authorize = new URL(login.headers.location as string);
      expect(authorize.origin + authorize.pathname).toBe(`${mock.issuer}/authorize`);
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
      ids.push((await signInThrough(app, 'google', { sub, name: 'Grace Hopper' })).json().id);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('reads the primary verified e-mail from GitHub /user/emails when the profile has none', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const n = nextAccount();
    mock.emails.answer = {
      status: 200,
      body: [
        { email: `other-${n}@example.com`, primary: false, verified: true },
        { email: `Octo-${n}@Example.com`, primary: true, verified: true },
      ],
    };
    mock.emails.calls.length = 0;
    const me = await signInThrough(app, 'github', { id: n, login: 'octo', email: null });
    expect(me.json().email).toBe(`octo-${n}@example.com`);
    expect(mock.emails.calls).toEqual([expect.stringMatching(/^Bearer .+/)]);
  });

  it('keeps no e-mail when GitHub has no primary verified one, or /user/emails fails', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const answers = [
      { status: 200, body: [{ email: 'unverified@example.com', primary: true, verified: false }] },
      { status: 403, body: { message: 'Resource not accessible by integration' } },
    ];
    for (const answer of answers) {
      mock.emails.answer = answer;
      const me = await signInThrough(app, 'github', { id: nextAccount(), login: 'octo' });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBeNull();
    }
  });

  it('does not call /user/emails when the GitHub profile shows an e-mail', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const n = nextAccount();
    mock.emails.calls.length = 0;
    const me = await signInThrough(app, 'github', { id: n, login: 'octo', email: `public-${n}@example.com` });
    expect(me.json().email).toBe(`public-${n}@example.com`);
    expect(mock.emails.calls).toEqual([]);
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const callback = await throughProvider(app, 'google', {
      tamper: (path) => path.replace(/state=[^&]+/, 'state=forged'),
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/api/nest/auth/redirects/failure?reason=invalid_state');
    expect(callback.cookies.find((c) => c.name === 'nodeloom_session')).toBeUndefined();
  });

  it('refuses a callback without the state cookie', async () => {
    const { app } = await suite.createTestApp({ env: providerEnv() });
    const callback = await throughProvider(app, 'github', { sendCookie: false });
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
    mock.provider.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const callback = await throughProvider(app, 'google');
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
