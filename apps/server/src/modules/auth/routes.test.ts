import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { apiHeaders, describeEachDatabase, sessionCookieFrom, signInTestUser } from '../../test/index.js';

const TEST_ACCOUNT = '/api/nest/auth/login/test-account';

/** GET /users/me with a session cookie. */
const getMe = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/nest/users/me', headers: { cookie } });

describeEachDatabase('test-account sign-in', (suite) => {
  const login = (app: FastifyInstance, payload: object, key = 'test-debug-key') =>
    app.inject({
      method: 'POST',
      url: TEST_ACCOUNT,
      headers: apiHeaders(undefined, { 'x-debug-key': key }),
      payload,
    });

  it('creates the account on first sign-in and starts a session', async () => {
    const { app } = await suite.createTestApp();
    const response = await login(app, { username: 'tester-one', password: 'pw-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'tester-one',
      email: null,
      isAdmin: false,
      deletionRequest: null,
    });
    const cookie = response.cookies.find((c) => c.name === 'nodeloom_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    const me = await getMe(app, sessionCookieFrom(response));
    expect(me.json().id).toBe(response.json().id);
  });

  it('signs the same account in again with the same password, and refuses another password', async () => {
    const { app } = await suite.createTestApp();
    const first = await login(app, { username: 'tester-two', password: 'right' });
    const again = await login(app, { username: 'tester-two', password: 'right' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(sessionCookieFrom(again)).not.toBe(sessionCookieFrom(first));
    const wrong = await login(app, { username: 'tester-two', password: 'wrong' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ statusCode: 401, message: 'Invalid username or password' });
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const { app } = await suite.createTestApp({ env: { PUBLIC_URL: 'https://nodeloom.example.com' } });
    const response = await login(app, { username: 'tester-secure', password: 'pw' });
    const cookie = response.cookies.find((c) => c.name === 'nodeloom_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('answers 401 without the right x-debug-key', async () => {
    const { app } = await suite.createTestApp();
    const response = await login(app, { username: 'tester-three', password: 'pw' }, 'not-the-key');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid debug key');
  });

  it('answers 404 when DEBUG_KEY is not set', async () => {
    const { app } = await suite.createTestApp({ env: { DEBUG_KEY: undefined } });
    const response = await login(app, { username: 'tester-four', password: 'pw' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 naming the missing or bad field, and creates nothing', async () => {
    const { app } = await suite.createTestApp();
    const missing = await login(app, { username: 'tester-five' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'password is required',
      code: 'ValidationError',
    });
    const bad = await login(app, { username: 'no spaces', password: 'pw' });
    expect(bad.json().message).toBe('username may only contain letters, digits, dot, dash and underscore');
    // Nothing was written: the first real sign-in creates the account with its own password.
    expect((await login(app, { username: 'tester-five', password: 'chosen' })).statusCode).toBe(200);
    expect((await login(app, { username: 'tester-five', password: 'other' })).statusCode).toBe(401);
  });

  it('limits sign-in attempts per IP with 429', async () => {
    const { app } = await suite.createTestApp({ env: { SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' } });
    await login(app, { username: 'tester-six', password: 'pw' });
    await login(app, { username: 'tester-six', password: 'pw' });
    const third = await login(app, { username: 'tester-six', password: 'pw' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TooManyRequests',
    });
  });
});

describeEachDatabase('e-mail sign-up and sign-in', (suite) => {
  const post = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: apiHeaders(), payload });

  it('signs up with 201 and a session, then signs in with 200', async () => {
    const { app } = await suite.createTestApp();
    const signup = await post(app, '/api/nest/auth/signup/email', {
      email: 'Ada@Example.com',
      password: 'correct horse',
      name: 'Ada',
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    expect(signup.body).not.toContain('correct horse');
    expect(signup.json()).not.toHaveProperty('passwordHash');
    const me = await getMe(app, sessionCookieFrom(signup));
    expect(me.statusCode).toBe(200);

    const login = await post(app, '/api/nest/auth/login/email', {
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().id).toBe(signup.json().id);
  });

  it('says where the confirmation link went; outside production without SMTP it is in the answer', async () => {
    const signUp = async (email: string, env: Record<string, string>) => {
      const { app, mailbox } = await suite.createTestApp({ env });
      const response = await post(app, '/api/nest/auth/signup/email', { email, password: 'correct horse' });
      expect(response.statusCode).toBe(201);
      return { confirmation: response.json().confirmation, mailed: mailbox.to(email)[0]?.text };
    };
    const local = await signUp('fresh@example.com', {});
    expect(local.confirmation.delivery).toBe('serverLog');
    expect(local.confirmation.link).toMatch(
      /^http:\/\/localhost:4000\/api\/nest\/auth\/verify-email\?token=/,
    );
    expect(local.mailed).toContain(local.confirmation.link);
    const deployed = await signUp('deployed@example.com', {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(deployed.confirmation).toEqual({ delivery: 'serverLog' });
    const mailing = await signUp('mailed@example.com', { SMTP_URL: 'smtp://mail.example.com' });
    expect(mailing.confirmation).toEqual({ delivery: 'email' });
  });

  it("answers 401 'Invalid email or password' for a wrong password or an unknown address", async () => {
    const { app } = await suite.createTestApp();
    await post(app, '/api/nest/auth/signup/email', { email: 'bob@example.com', password: 'bobs password' });
    for (const attempt of [
      { email: 'bob@example.com', password: 'not bobs password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const response = await post(app, '/api/nest/auth/login/email', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid email or password');
    }
  });

  it('refuses a second account with the same e-mail (409)', async () => {
    const { app } = await suite.createTestApp();
    await post(app, '/api/nest/auth/signup/email', { email: 'carol@example.com', password: 'password1' });
    const again = await post(app, '/api/nest/auth/signup/email', {
      email: 'CAROL@example.com',
      password: 'password2',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EmailTaken' });
  });

  it('answers 400 naming the field, and writes nothing', async () => {
    const { app } = await suite.createTestApp();
    const cases: [string, object | undefined, string][] = [
      ['signup', { email: 'dave@example.com', password: 'short' }, 'password must be at least 8 characters'],
      ['signup', { password: 'long enough' }, 'email is required'],
      ['login', { email: 'not-an-address', password: 'x' }, 'email must be a valid e-mail address'],
      ['login', undefined, 'body is required'],
    ];
    for (const [route, payload, message] of cases) {
      const url = route === 'signup' ? '/api/nest/auth/signup/email' : '/api/nest/auth/login/email';
      const response = await app.inject({ method: 'POST', url, headers: apiHeaders(), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // dave was not created: signing up now works.
    const ok = await post(app, '/api/nest/auth/signup/email', {
      email: 'dave@example.com',
      password: 'long enough',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('answers 404 for sign-up when PASSWORD_SIGNUP is false', async () => {
    const { app } = await suite.createTestApp({ env: { PASSWORD_SIGNUP: 'false' } });
    const response = await post(app, '/api/nest/auth/signup/email', {
      email: 'erin@example.com',
      password: 'password1',
    });
    expect(response.statusCode).toBe(404);
  });

  it('limits e-mail sign-in attempts per IP with 429', async () => {
    const { app } = await suite.createTestApp({ env: { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1' } });
    await post(app, '/api/nest/auth/login/email', { email: 'frank@example.com', password: 'guess-1' });
    const second = await post(app, '/api/nest/auth/login/email', {
      email: 'frank@example.com',
      password: 'guess-2',
    });
    expect(second.statusCode).toBe(429);
  });
});

describeEachDatabase('logout and sessions', (suite) => {
  it('revokes the session: the replayed cookie then gets 401', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/logout',
      headers: alice.headers(),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const replay = await getMe(app, alice.cookie);
    expect(replay.statusCode).toBe(401);
  });

  it('answers 401 to a signed-out logout', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/logout',
      headers: apiHeaders(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: 'Unauthorized' });
  });

  it('gives a new session at every sign-in and revokes the one the browser carried', async () => {
    const { app } = await suite.createTestApp();
    const first = await signInTestUser(app, { username: 'rotating' });
    const second = await app.inject({
      method: 'POST',
      url: TEST_ACCOUNT,
      headers: apiHeaders(first.cookie, { 'x-debug-key': 'test-debug-key' }),
      payload: { username: 'rotating', password: first.password },
    });
    expect(sessionCookieFrom(second)).not.toBe(first.cookie);
    const old = await getMe(app, first.cookie);
    expect(old.statusCode).toBe(401);
  });

  it.each([
    {
      rule: 'ends idle sessions after SESSION_IDLE_TIMEOUT_MINUTES',
      env: { SESSION_IDLE_TIMEOUT_MINUTES: '1' },
      aged: { lastSeenAt: new Date(Date.now() - 2 * 60_000) },
    },
    {
      rule: 'ends sessions after SESSION_ABSOLUTE_TIMEOUT_HOURS even when active',
      env: {},
      aged: { expiresAt: new Date(Date.now() - 1000) },
    },
  ])('$rule', async ({ env, aged }) => {
    const { app } = await suite.createTestApp({ env });
    const alice = await signInTestUser(app);
    await suite.db.update(sessions).set(aged).where(eq(sessions.userId, alice.user.id));
    expect((await getMe(app, alice.cookie)).statusCode).toBe(401);
  });

  it('stores only the hash of the session token', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const rows = await suite.db.select().from(sessions).where(eq(sessions.userId, alice.user.id));
    const token = alice.cookie.split('=')[1]!;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toBe(token);
  });
});
