import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase } from '../../test/index.js';
import { authorizeAtProvider, nextAccount, oauthCookie, useMockProviders } from './oauth-provider.testing.js';

// Issue 36: a visitor who signs in from a share link or an embed lands back on it, by a provider
// (the return address rides in the signed OAuth cookie) or by e-mail (the answer says where to
// go). Only a same-origin path of the app is kept (auth/return-path.ts); anything else: /projects.
const mock = useMockProviders();
const SHARED = '/project?id=0123456789abcdef01234567&pat=nlpat_abc';

/** Provider sign-in started with this query; answers the callback's redirect. */
async function landingByProvider(app: FastifyInstance, query: string): Promise<string> {
  mock.provider.service.once('beforeUserinfo', (response) => {
    response.body = { id: nextAccount(), login: 'octocat', name: 'The Octocat' };
  });
  const login = await app.inject({ method: 'GET', url: `/api/nest/auth/login/github${query}` });
  expect(login.statusCode).toBe(302);
  const callbackPath = await authorizeAtProvider(login.headers.location as string);
  const callback = await app.inject({
    method: 'GET',
    url: callbackPath,
    headers: { cookie: oauthCookie(login) },
  });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location as string;
}

describeEachDatabase('the return address of a sign-in', (suite) => {
  it('a provider sign-in lands on the path it was given, and on /projects for a foreign one', async () => {
    const { app } = await suite.createTestApp({ env: mock.env() });
    const to = (value: string) => `?returnTo=${encodeURIComponent(value)}`;
    expect(await landingByProvider(app, to(SHARED))).toBe(`http://localhost:4000${SHARED}`);
    expect(await landingByProvider(app, to('/embed?id=0123456789abcdef01234567'))).toBe(
      'http://localhost:4000/embed?id=0123456789abcdef01234567',
    );
    for (const foreign of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(await landingByProvider(app, to(foreign))).toBe('http://localhost:4000/projects');
    }
    // without one, home as before ('/' reopens the last project)
    expect(await landingByProvider(app, '')).toBe('http://localhost:4000/');
  });

  it('an e-mail sign-up and sign-in answer where to go: the path given, else /projects', async () => {
    const { app } = await suite.createTestApp();
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/nest/auth/${url}`, headers: apiHeaders(), payload });
    const account = { email: 'ada@example.com', password: 'correct horse' };
    const signup = await post('signup/email', { ...account, returnTo: SHARED });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ email: 'ada@example.com', returnTo: SHARED });
    expect((await post('login/email', { ...account, returnTo: SHARED })).json().returnTo).toBe(SHARED);
    for (const foreign of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect((await post('login/email', { ...account, returnTo: foreign })).json().returnTo).toBe(
        '/projects',
      );
    }
    expect((await post('login/email', account)).json().returnTo).toBe('/projects');
  });

  it('refuses a return address past 2048 characters with 400, naming it', async () => {
    const { app } = await suite.createTestApp({ env: mock.env() });
    const long = `/${'a'.repeat(2048)}`;
    const login = await app.inject({ method: 'GET', url: `/api/nest/auth/login/github?returnTo=${long}` });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('returnTo must be at most 2048 characters');
    const email = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/login/email',
      headers: apiHeaders(),
      payload: { email: 'ada@example.com', password: 'correct horse', returnTo: long },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('returnTo must be at most 2048 characters');
  });
});
