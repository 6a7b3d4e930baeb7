import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emailVerifications, users } from '../../db/schema/index.js';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';
import { getMe, latestLinkTo, signUpByEmail } from './email.testing.js';

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

describeEachDatabase('e-mail address confirmation', (suite) => {
  const emailVerifiedAt = async (email: string) =>
    (await suite.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt ?? null;

  it('mails a one-time link at sign-up that confirms the address and lands on /login?verified=1', async () => {
    const testApp = await suite.createTestApp();
    const { app, mailbox } = testApp;
    const { me } = await signUpByEmail(app, 'Vera@Example.com');
    expect(mailbox.to('vera@example.com')).toEqual([
      expect.objectContaining({ subject: 'Confirm your e-mail address for Nodeloom' }),
    ]);
    expect(await emailVerifiedAt('vera@example.com')).toBeNull();

    const token = tokenOf(latestLinkTo(testApp, 'vera@example.com'));
    const [stored] = await suite.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, me.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 3_600_000);

    const confirmed = await app.inject({ method: 'GET', url: `/api/nest/auth/verify-email?token=${token}` });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/login?verified=1');
    expect(await emailVerifiedAt('vera@example.com')).toBeInstanceOf(Date);

    const again = await app.inject({ method: 'GET', url: `/api/nest/auth/verify-email?token=${token}` });
    expect(again.headers.location).toBe('/login?error=verification_failed');
  });

  it('refuses an expired, unknown or missing token and leaves the address unconfirmed', async () => {
    const testApp = await suite.createTestApp();
    const { me } = await signUpByEmail(testApp.app, 'late@example.com');
    const token = tokenOf(latestLinkTo(testApp, 'late@example.com'));
    await suite.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, me.id));
    for (const url of [
      `/api/nest/auth/verify-email?token=${token}`,
      '/api/nest/auth/verify-email?token=not-a-token',
      '/api/nest/auth/verify-email',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=verification_failed');
    }
    expect(await emailVerifiedAt('late@example.com')).toBeNull();
  });

  it('lets an unconfirmed account sign in with its password', async () => {
    const { app } = await suite.createTestApp();
    const { me } = await signUpByEmail(app, 'pending@example.com', 'pending password');
    const login = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/login/email',
      headers: apiHeaders(),
      payload: { email: 'pending@example.com', password: 'pending password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: me.id, isAdmin: false });
  });

  it('resends a link on request: only the newest works, and a confirmed address gets 409', async () => {
    const testApp = await suite.createTestApp();
    const { app, mailbox } = testApp;
    const { cookie } = await signUpByEmail(app, 'again@example.com');
    const first = latestLinkTo(testApp, 'again@example.com');
    const resend = () =>
      app.inject({ method: 'POST', url: '/api/nest/auth/verify-email/resend', headers: apiHeaders(cookie) });

    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ ok: true });
    expect(mailbox.to('again@example.com')).toHaveLength(2);
    const second = latestLinkTo(testApp, 'again@example.com');
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).headers.location).toBe(
      '/login?error=verification_failed',
    );
    expect((await app.inject({ method: 'GET', url: second })).headers.location).toBe('/login?verified=1');

    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({
      code: 'AlreadyVerified',
      message: 'This e-mail address is already verified',
    });
    expect((await getMe(app, cookie)).statusCode).toBe(200);
  });

  it('answers 409 to a resend for an account without an address', async () => {
    const { app } = await suite.createTestApp();
    const tester = await signInTestUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/verify-email/resend',
      headers: tester.headers(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NoEmail', message: 'This account has no e-mail address' });
  });
});
