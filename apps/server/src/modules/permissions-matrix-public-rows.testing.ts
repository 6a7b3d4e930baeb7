// The permission matrix of the routes around the account (sign-in, sign-out, the caller's own
// account and profile), the public ones (health, the contract, public profiles) and a project's
// event history: the rows (the statuses come from the policies: permissions-matrix.testing.ts).
import { HEADER_DEBUG_KEY, routes } from '@nodeloom/api';
import { expect } from 'vitest';
import { apiHeaders, sessionCookieFrom, signInTestUser } from '../test/index.js';
import {
  ADMIN_EMAIL,
  type Fresh,
  freshResources,
  type MatrixCase,
  projectRow,
  type Role,
  type World,
} from './permissions-matrix.testing.js';
import { call } from './projects/fixtures.testing.js';

let signUps = 0;
// one set per world: each database of the suite has its own world, and another's ids are not in it
const sharedByWorld = new WeakMap<World, Fresh>();

/**
 * The team and projects of freshResources, made once (no row changes them), and a new session
 * for every signed-in caller, so a row that signs out ends only that call's session.
 */
export async function freshSessions(world: World): Promise<Fresh> {
  let shared = sharedByWorld.get(world);
  if (!shared) {
    shared = await freshResources(world);
    sharedByWorld.set(world, shared);
  }
  for (const role of ['owner', 'member', 'teamOwner', 'other'] as const) {
    const { username, password } = world.users[role];
    world.users[role] = await signInTestUser(world.app, { username, password });
  }
  const admin = await world.app.inject({
    method: 'POST',
    url: '/api/nest/auth/login/email',
    headers: apiHeaders(),
    payload: { email: ADMIN_EMAIL, password: 'password1' },
  });
  world.users.admin = { ...world.users.admin, cookie: sessionCookieFrom(admin) };
  return shared;
}

const signedInAs = (w: World, role: Role) =>
  role === 'signedOut' || role === 'tokenHolder' ? undefined : w.users[role];

export const publicRows: MatrixCase[] = [
  { route: routes.health.check, request: () => ({ method: 'GET', url: '/health' }) },
  { route: routes.health.live, request: () => ({ method: 'GET', url: '/health/live' }) },
  { route: routes.openapi.document, request: () => ({ method: 'GET', url: '/openapi.json' }) },
  {
    route: routes.auth.session,
    request: () => ({ method: 'GET', url: '/auth/session' }),
    onSuccess: (body, role) =>
      expect((body as { user: unknown }).user === null).toBe(role === 'signedOut' || role === 'tokenHolder'),
  },
  {
    route: routes.auth.testAccountLogin,
    request: (_f, w) => ({
      method: 'POST',
      url: '/auth/login/test-account',
      payload: { username: w.users.owner.username, password: w.users.owner.password },
      headers: { [HEADER_DEBUG_KEY]: w.app.config.debugKey ?? '' },
    }),
  },
  {
    route: routes.auth.emailLogin,
    request: () => ({
      method: 'POST',
      url: '/auth/login/email',
      payload: { email: ADMIN_EMAIL, password: 'password1' },
    }),
  },
  {
    route: routes.auth.emailSignup,
    request: () => {
      signUps += 1;
      return {
        method: 'POST',
        url: '/auth/signup/email',
        payload: { email: `matrix-signup-${signUps}@example.com`, password: 'password1' },
      };
    },
  },
  {
    route: routes.auth.oauthLogin,
    // No provider is configured here: the redirect goes to the failure page.
    ok: 302,
    request: () => ({ method: 'GET', url: '/auth/login/google' }),
  },
  {
    route: routes.auth.oauthCallback,
    ok: 302,
    request: () => ({ method: 'GET', url: '/auth/callbacks/google?code=c&state=s' }),
  },
  {
    route: routes.auth.failure,
    ok: 302,
    request: () => ({ method: 'GET', url: '/auth/redirects/failure?reason=missing_code' }),
  },
  {
    route: routes.auth.verifyEmail,
    // Without a valid token: → /login?error=verification_failed, whoever calls.
    ok: 302,
    request: () => ({ method: 'GET', url: '/auth/verify-email?token=nothing' }),
  },
  {
    route: routes.auth.resendVerification,
    // Allowed signed in; the world's users have no address to confirm, or confirmed it (409).
    ok: 409,
    request: () => ({ method: 'POST', url: '/auth/verify-email/resend' }),
  },
  {
    route: routes.auth.logout,
    request: () => ({ method: 'POST', url: '/auth/logout' }),
    onSuccess: async (_body, role, _f, w) => {
      const after = await call(w.app, signedInAs(w, role)!, 'GET', '/auth/session');
      expect(after.body).toEqual({ user: null });
    },
  },
  {
    route: routes.users.getMe,
    request: () => ({ method: 'GET', url: '/users/me' }),
    onSuccess: (body, role, _f, w) =>
      expect((body as { id: string }).id).toBe(signedInAs(w, role)!.user.id as string),
  },
  {
    route: routes.users.updateMe,
    request: () => ({ method: 'PATCH', url: '/users/me', payload: {} }),
  },
  {
    route: routes.users.getProfile,
    label: 'the owner’s',
    request: (_f, w) => ({ method: 'GET', url: `/users/profiles/${w.users.owner.user.id}` }),
  },
  {
    route: routes.accounts.requestDeletion,
    ok: 201,
    request: () => ({ method: 'POST', url: '/accounts/deletion/request', payload: {} }),
    // Undone at once, so the caller's account stays as the other rows need it.
    onSuccess: async (_body, role, _f, w) => {
      const cancel = await call(w.app, signedInAs(w, role)!, 'POST', '/accounts/deletion/cancel');
      expect(cancel.status).toBe(200);
    },
  },
  {
    route: routes.accounts.cancelDeletion,
    label: 'the caller’s own pending request',
    request: async (_f, w, role) => {
      const who = signedInAs(w, role);
      if (who) await call(w.app, who, 'POST', '/accounts/deletion/request', {});
      return { method: 'POST', url: '/accounts/deletion/cancel' };
    },
  },
  {
    route: routes.projects.events,
    request: (f) => ({ method: 'GET', url: `/projects/${f.projectId}/events?after=0` }),
    subject: (f, w) => projectRow(w, f.projectId),
  },
  {
    route: routes.publishing.statusWebhook,
    // Not called by users but by the publishing host, signed: unset here, so 503 for everyone.
    ok: 503,
    request: () => ({ method: 'POST', url: '/publishing/sns-subscriptions', payload: {} }),
  },
];
