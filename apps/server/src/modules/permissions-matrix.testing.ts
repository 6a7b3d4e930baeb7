// The world of the permission matrix test: seven callers and, per call, fresh resources.
import { API_BASE_PATH, HEADER_PROJECT_ACCESS_TOKEN } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import { apiHeaders, type SignedInTestUser, sessionCookieFrom, signInTestUser } from '../test/index.js';
import { call, createProjectAs, sampleNode } from './projects/fixtures.testing.js';

export const ROLES = ['owner', 'member', 'teamOwner', 'other', 'tokenHolder', 'admin', 'signedOut'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_EMAIL = 'matrix-admin@example.com';

export interface World {
  app: FastifyInstance;
  users: Record<'owner' | 'member' | 'teamOwner' | 'other' | 'admin', SignedInTestUser>;
}

/** Fresh resources for one call: a team (teamOwner; owner and member in it), a team project made by owner, … */
export interface Fresh {
  teamId: string;
  projectId: string;
  personalProjectId: string;
  snapshotId: string;
  tokenId: string;
  token: string;
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/nest/auth/signup/email',
    headers: apiHeaders(),
    payload: { email: ADMIN_EMAIL, password: 'password1' },
  });
  const adminCookie = sessionCookieFrom(signup);
  // Admin needs a confirmed address (docs/security.md); the link itself is tested in modules/auth.
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, ADMIN_EMAIL));
  const admin = {
    user: signup.json(),
    cookie: adminCookie,
    username: ADMIN_EMAIL,
    password: 'password1',
    headers: () => apiHeaders(adminCookie),
  };
  return {
    app,
    users: {
      owner: await signInTestUser(app),
      member: await signInTestUser(app),
      teamOwner: await signInTestUser(app),
      other: await signInTestUser(app),
      admin,
    },
  };
}

export async function freshResources({ app, users }: World): Promise<Fresh> {
  const team = await call(app, users.teamOwner, 'POST', '/teams', { name: 'Matrix team' });
  const teamId = team.body.id as string;
  for (const who of [users.owner, users.member]) {
    await call(app, users.teamOwner, 'POST', `/teams/${teamId}/members`, { userId: who.user.id });
  }
  const projectId = await createProjectAs(app, users.owner, { name: 'Team project', teamId });
  await call(app, users.owner, 'POST', `/projects/${projectId}/graph`, {
    unorderedUpdates: [{ type: 'saveNode', node: sampleNode('n1') }],
  });
  const personalProjectId = await createProjectAs(app, users.owner, { name: 'Personal' });
  const snapshot = await call(app, users.owner, 'POST', `/projectSnapshots?projectId=${projectId}`, {
    name: 'snap',
  });
  const token = await call(app, users.owner, 'POST', `/projects/${projectId}/accessTokens`, {
    expiredAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return {
    teamId,
    projectId,
    personalProjectId,
    snapshotId: snapshot.body.id as string,
    tokenId: token.body.id as string,
    token: token.body.token as string,
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** Expected statuses in ROLES order: owner, member, teamOwner, other, tokenHolder, admin, signedOut. */
export type Statuses = [number, number, number, number, number, number, number];

/** One row of a matrix: a route, how to call it on fresh resources, and what each role gets. */
export interface MatrixCase<F extends Fresh = Fresh> {
  route: string;
  request: (f: F, w: World) => { method: Method; url: string; payload?: unknown };
  statuses: Statuses;
  /** Checks the answer body of a success (e.g. read-only flag, what a list contains). */
  onSuccess?: (body: unknown, role: Role, f: F, w: World) => void | Promise<void>;
  /** After a refused call (by `role`): reads back that nothing was written. */
  unchanged?: (w: World, f: F, role: Role) => Promise<void>;
}

/** Calls as a role: the token holder is signed out with the project's access token header. */
export async function callAs(
  world: World,
  role: Role,
  fresh: Fresh,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const who = role === 'signedOut' || role === 'tokenHolder' ? null : world.users[role];
  const extra: Record<string, string> =
    role === 'tokenHolder' ? { [HEADER_PROJECT_ACCESS_TOKEN]: fresh.token } : {};
  const response = await world.app.inject({
    method,
    url: `${API_BASE_PATH}${url}`,
    headers: apiHeaders(who?.cookie, extra),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // Some answers are not JSON (file bytes, redirects): their body is left out.
  const json = response.headers['content-type']?.toString().includes('json');
  return { status: response.statusCode, body: json ? (response.json() as unknown) : undefined };
}

/** Calls a case as every role, each on fresh resources, and checks each answer. */
export async function checkMatrixCase<F extends Fresh>(
  world: World,
  testCase: MatrixCase<F>,
  fresh: (w: World) => Promise<F>,
) {
  for (const [index, role] of ROLES.entries()) {
    const f = await fresh(world);
    const { method, url, payload } = testCase.request(f, world);
    const response = await callAs(world, role, f, method, url, payload);
    const expected = testCase.statuses[index];
    expect({ role, status: response.status }).toEqual({ role, status: expected });
    if (expected < 400) await testCase.onSuccess?.(response.body, role, f, world);
    else await testCase.unchanged?.(world, f, role);
  }
}
