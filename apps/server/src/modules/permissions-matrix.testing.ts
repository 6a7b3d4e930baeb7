// The world of the permission matrix test: seven callers and, per call, fresh resources.
import { API_BASE_PATH, HEADER_PROJECT_ACCESS_TOKEN, type RouteDefinition } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedInUser } from '../auth/guards.js';
import { users } from '../db/schema/index.js';
import { type Caller, callerOf, findProjectRow, loadCaller, refusalStatus } from '../permissions/index.js';
import { apiHeaders, type SignedInTestUser, sessionCookieFrom, signInTestUser } from '../test/index.js';
import { decideRoute } from './policies.js';
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

export interface MatrixRequest {
  method: Method | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One row of a matrix: a route of the table, how to call it on fresh resources, and what it acts
 * on as its policy sees it. What each role gets is not written here: the route's policy decides
 * (modules/policies.ts), first before the subject is read (the route's guard), then on the subject.
 */
export interface MatrixCase<F extends Fresh = Fresh> {
  route: RouteDefinition;
  /** Which call of the route this row is, when it is not the plain one (e.g. "personal project"). */
  label?: string;
  request: (f: F, w: World, role: Role) => MatrixRequest | Promise<MatrixRequest>;
  /** What the route acts on, as its policy takes it; absent: the caller's own rows, or a list. */
  subject?: (f: F, w: World) => unknown | Promise<unknown>;
  /** The answer of an allowed call when not the route's success status (it depends on the input). */
  ok?: number | ((role: Role) => number);
  /** Checks the answer body of a success (e.g. read-only flag, what a list contains). */
  onSuccess?: (body: unknown, role: Role, f: F, w: World) => void | Promise<void>;
  /** After a refused call (by `role`): reads back that nothing was written. */
  unchanged?: (w: World, f: F, role: Role) => Promise<void>;
}

export const caseTitle = <F extends Fresh>(c: MatrixCase<F>) =>
  `${c.route.method} ${c.route.path.replace(/:(\w+)/g, '{$1}')}${c.label ? ` (${c.label})` : ''}`;

/** The team project of the fresh resources, or another, as the policies take a project. */
export const projectRow = async (w: World, id: string) => (await findProjectRow(w.app.db, id))!;

/** The subject of a row of the owner's, as the owner-only policies take it. */
export const OWNERS = (_f: unknown, w: World) => ({ userId: w.users.owner.user.id });

/** The caller a role is, as the policies see it (teams looked up, the token of the team project). */
export async function callerOfRole(world: World, role: Role, fresh: Fresh): Promise<Caller> {
  if (role === 'signedOut') return callerOf(null);
  if (role === 'tokenHolder') return { ...callerOf(null), tokenProjectId: fresh.projectId };
  // The world signs the admin in with an address of ADMIN_EMAILS, confirmed (buildWorld).
  const user = { id: world.users[role].user.id, isAdmin: role === 'admin' } as SignedInUser;
  return loadCaller(world.app.db, user);
}

/** The status the route's policy gives the role: its refusal, or the answer of an allowed call. */
export async function expectedStatus<F extends Fresh>(
  world: World,
  testCase: MatrixCase<F>,
  role: Role,
  f: F,
) {
  const caller = await callerOfRole(world, role, f);
  const gate = decideRoute(testCase.route, caller);
  if (!gate) throw new Error(`${caseTitle(testCase)} has no policy`);
  const subject = testCase.subject ? await testCase.subject(f, world) : undefined;
  const decision =
    gate.allowed && subject !== undefined ? decideRoute(testCase.route, caller, subject)! : gate;
  const refused = refusalStatus(decision);
  if (refused) return refused;
  const { ok } = testCase;
  return typeof ok === 'function' ? ok(role) : (ok ?? testCase.route.status ?? 200);
}

/** Calls as a role: the token holder is signed out with the project's access token header. */
export async function callAs(
  world: World,
  role: Role,
  fresh: Fresh,
  method: Method | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const who = role === 'signedOut' || role === 'tokenHolder' ? null : world.users[role];
  const extra: Record<string, string> =
    role === 'tokenHolder' ? { ...headers, [HEADER_PROJECT_ACCESS_TOKEN]: fresh.token } : headers;
  const response = await world.app.inject({
    method,
    url: `${API_BASE_PATH}${url}`,
    headers: apiHeaders(who?.cookie, extra),
    ...(payload === undefined ? {} : { payload: payload as object | Buffer }),
  });
  // Some answers are not JSON (file bytes, redirects): their body is left out.
  const json = response.headers['content-type']?.toString().includes('json');
  return { status: response.statusCode, body: json ? (response.json() as unknown) : undefined };
}

/** Calls a case as every role, each on fresh resources, and checks each answer against the policy. */
export async function checkMatrixCase<F extends Fresh>(
  world: World,
  testCase: MatrixCase<F>,
  fresh: (w: World) => Promise<F>,
) {
  // resources a refused call or a read left as they were serve the next caller too (a refusal must
  // change nothing: `unchanged` checks it); only after a call that acted are new ones made (the
  // matrix made them for every caller, 7 × 8 requests per row: its files were the suite's slowest)
  let f: F | undefined;
  for (const role of ROLES) {
    f ??= await fresh(world);
    const expected = await expectedStatus(world, testCase, role, f);
    const { method, url, payload, headers } = await testCase.request(f, world, role);
    const response = await callAs(world, role, f, method, url, payload, headers);
    expect({ role, status: response.status }).toEqual({ role, status: expected });
    if (expected < 400) {
      await testCase.onSuccess?.(response.body, role, f, world);
      if (method !== 'GET' || expected !== 200) f = undefined;
    } else await testCase.unchanged?.(world, f, role);
  }
}
