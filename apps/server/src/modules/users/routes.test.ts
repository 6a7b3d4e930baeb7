import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';
import { getMe, openLatestLink, signUpByEmail } from '../auth/email.testing.js';

describeEachDatabase('users', (suite) => {
  it('GET /users/me shows the signed-in user', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app, { username: 'alice' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: alice.user.id,
      email: null,
      name: 'alice',
      firstName: null,
      lastName: null,
      avatarUrl: null,
      isAdmin: false,
      deletionRequest: null,
    });
    expect(alice.user.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('GET /users/me marks ADMIN_EMAILS as administrators only once the address is confirmed', async () => {
    const testApp = await suite.createTestApp({
      env: { ADMIN_EMAILS: 'boss@example.com, other@example.com' },
    });
    const signup = await signUpByEmail(testApp.app, 'Boss@example.com');
    // Anyone can type an address at sign-up: it grants nothing until the mailed link is opened.
    expect(signup.me.isAdmin).toBe(false);
    expect((await getMe(testApp.app, signup.cookie)).json().isAdmin).toBe(false);
    await openLatestLink(testApp, 'boss@example.com');
    expect((await getMe(testApp.app, signup.cookie)).json().isAdmin).toBe(true);
  });

  it('GET /users/me answers 401 when signed out', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/nest/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      code: 'Unauthorized',
    });
  });

  it('PATCH /users/me changes only the given fields', async () => {
    const { app } = await suite.createTestApp();
    const bob = await signInTestUser(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/nest/users/me',
      headers: bob.headers(),
      payload: { firstName: 'Bob', lastName: 'Builder', avatarUrl: 'https://example.com/bob.png' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: bob.username,
      firstName: 'Bob',
      lastName: 'Builder',
      avatarUrl: 'https://example.com/bob.png',
    });
    const cleared = await app.inject({
      method: 'PATCH',
      url: '/api/nest/users/me',
      headers: bob.headers(),
      payload: { avatarUrl: null, name: 'Robert' },
    });
    expect(cleared.json()).toMatchObject({ name: 'Robert', firstName: 'Bob', avatarUrl: null });
  });

  it('PATCH /users/me answers 400 naming the field, and writes nothing', async () => {
    const { app } = await suite.createTestApp();
    const carol = await signInTestUser(app);
    const cases: [object, string][] = [
      [{ name: '' }, 'name must not be empty'],
      [{ avatarUrl: 'javascript:alert(1)' }, 'avatarUrl must be an http(s) URL'],
      [{ firstName: 42 }, 'firstName must be a string'],
      [{ email: 'x@example.com' }, 'body has unknown field: email'],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/nest/users/me',
        headers: carol.headers(),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ValidationError', message });
    }
    const me = await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: carol.cookie },
    });
    expect(me.json()).toMatchObject({ name: carol.username, firstName: null, avatarUrl: null, email: null });
  });

  it('PATCH /users/me answers 401 when signed out', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/nest/users/me',
      headers: apiHeaders(),
      payload: { name: 'Nobody' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('GET /users/profiles/{id} shows the public profile only, to anybody', async () => {
    const { app } = await suite.createTestApp();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/signup/email',
      headers: apiHeaders(),
      payload: { email: 'dana@example.com', password: 'password1', name: 'Dana' },
    });
    const response = await app.inject({ method: 'GET', url: `/api/nest/users/profiles/${signup.json().id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: signup.json().id,
      name: 'Dana',
      firstName: null,
      lastName: null,
      avatarUrl: null,
    });
    expect(response.body).not.toContain('dana@example.com');
  });

  it('GET /users/profiles/{id} answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { app } = await suite.createTestApp();
    const unknown = await app.inject({ method: 'GET', url: `/api/nest/users/profiles/${'a'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    const malformed = await app.inject({ method: 'GET', url: '/api/nest/users/profiles/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id must be a 24-character lowercase hex id');
  });
});
