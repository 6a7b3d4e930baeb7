import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';

// GET /auth/session is the web app's login probe: a signed-out visitor is an answer, not a 401
// (which the browser logs in the console of every signed-out page, the login portal included).
describeEachDatabase('GET /auth/session', (suite) => {
  it('answers the signed-in user, and user null signed out, revoked or with an unknown cookie', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const probe = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/api/nest/auth/session', headers: cookie ? { cookie } : {} });

    const signedIn = await probe(alice.cookie);
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: alice.cookie },
    });
    expect(signedIn.json()).toEqual({ user: me.json() });

    expect((await probe()).json()).toEqual({ user: null });
    expect((await probe('nodeloom_session=not-a-session')).json()).toEqual({ user: null });
    await app.inject({ method: 'POST', url: '/api/nest/auth/logout', headers: alice.headers() });
    const revoked = await probe(alice.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ user: null });
  });
});
