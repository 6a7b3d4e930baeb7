import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase } from '../../test/index.js';
import { getMe, openLatestLink, signUpByEmail } from './email.testing.js';
import { nextAccount, signInWithProvider, useMockProviders } from './oauth-provider.testing.js';

// Account security of provider sign-in (docs/security.md, "Accounts"): a provider sign-in never
// lands in an account whose address nobody proved, and a merge leaves no other way in.
const mock = useMockProviders();

const passwordLogin = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/nest/auth/login/email',
    headers: apiHeaders(),
    payload: { email, password },
  });

const googleProfile = (email: string) => ({
  sub: `g-${nextAccount()}`,
  email,
  email_verified: true,
  name: 'Victor Victim',
});

describeEachDatabase('provider sign-in and account takeover', (suite) => {
  it('takes a pre-registered (unconfirmed) address from the account that typed it: that password and its sessions stop working', async () => {
    const testApp = await suite.createTestApp({ env: mock.env() });
    const { app } = testApp;
    const attacker = await signUpByEmail(app, 'victor@example.com', 'attacker password');

    const victim = await signInWithProvider(mock, app, 'google', googleProfile('victor@example.com'));
    expect(victim.callback.headers.location).toBe('http://localhost:4000/');
    const victimMe = (await getMe(app, victim.cookie)).json();
    expect(victimMe).toMatchObject({ email: 'victor@example.com' });
    expect(victimMe.id).not.toBe(attacker.me.id);

    expect((await getMe(app, attacker.cookie)).statusCode).toBe(401);
    expect((await passwordLogin(app, 'victor@example.com', 'attacker password')).statusCode).toBe(401);
    // The link mailed at the attacker's sign-up no longer confirms anything.
    expect((await openLatestLink(testApp, 'victor@example.com')).headers.location).toBe(
      '/login?error=verification_failed',
    );
  });

  it('links into a confirmed account, signs its other sessions out, switches its password off and tells the owner', async () => {
    const testApp = await suite.createTestApp({ env: mock.env() });
    const { app, mailbox } = testApp;
    const owner = await signUpByEmail(app, 'olive@example.com', 'olive password');
    await openLatestLink(testApp, 'olive@example.com');

    const viaGoogle = await signInWithProvider(mock, app, 'google', googleProfile('olive@example.com'));
    expect((await getMe(app, viaGoogle.cookie)).json().id).toBe(owner.me.id);
    expect((await getMe(app, owner.cookie)).statusCode).toBe(401);
    expect((await passwordLogin(app, 'olive@example.com', 'olive password')).statusCode).toBe(401);
    expect(mailbox.to('olive@example.com').at(-1)).toMatchObject({
      subject: 'A Google sign-in was linked to your Nodeloom account',
      text: expect.stringContaining('The account password was switched off'),
    });
  });

  it('neither links nor takes an address the provider did not verify', async () => {
    const { app } = await suite.createTestApp({ env: mock.env() });
    const owner = await signUpByEmail(app, 'public@example.com', 'owner password');
    const github = await signInWithProvider(mock, app, 'github', {
      id: nextAccount(),
      login: 'octo',
      email: 'public@example.com',
    });
    const githubMe = (await getMe(app, github.cookie)).json();
    expect(githubMe.id).not.toBe(owner.me.id);
    expect(githubMe.email).toBeNull();
    expect((await getMe(app, owner.cookie)).statusCode).toBe(200);
    expect((await passwordLogin(app, 'public@example.com', 'owner password')).statusCode).toBe(200);
  });

  it('makes a listed address an administrator only when the provider verified it', async () => {
    const { app } = await suite.createTestApp({
      env: { ...mock.env(), ADMIN_EMAILS: 'chief@example.com,deputy@example.com' },
    });
    const google = await signInWithProvider(mock, app, 'google', googleProfile('chief@example.com'));
    expect((await getMe(app, google.cookie)).json()).toMatchObject({
      email: 'chief@example.com',
      isAdmin: true,
    });
    // A GitHub profile's public address is not proof of ownership.
    const github = await signInWithProvider(mock, app, 'github', {
      id: nextAccount(),
      login: 'deputy',
      email: 'deputy@example.com',
    });
    expect((await getMe(app, github.cookie)).json()).toMatchObject({
      email: 'deputy@example.com',
      isAdmin: false,
    });
  });

  it('counts an address as verified once the provider of a linked account vouches for it', async () => {
    const { app } = await suite.createTestApp({ env: { ...mock.env(), ADMIN_EMAILS: 'later@example.com' } });
    const sub = `g-${nextAccount()}`;
    const profile = { sub, email: 'later@example.com', name: 'Lou Later' };
    const unproven = await signInWithProvider(mock, app, 'google', { ...profile, email_verified: false });
    expect((await getMe(app, unproven.cookie)).json()).toMatchObject({
      email: 'later@example.com',
      isAdmin: false,
    });
    const proven = await signInWithProvider(mock, app, 'google', { ...profile, email_verified: true });
    expect((await getMe(app, proven.cookie)).json()).toMatchObject({
      email: 'later@example.com',
      isAdmin: true,
    });
  });
});
