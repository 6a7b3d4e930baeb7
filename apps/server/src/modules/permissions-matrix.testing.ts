// The world of the permission matrix test: seven callers and, per call, fresh resources.
import { HEADER_PROJECT_ACCESS_TOKEN } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
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

/** Calls as a role: the token holder is signed out with the project's access token header. */
export function callAs(
  world: World,
  role: Role,
  fresh: Fresh,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  if (role === 'signedOut') return call(world.app, null, method, url, payload);
  if (role === 'tokenHolder') {
    return call(world.app, null, method, url, payload, { [HEADER_PROJECT_ACCESS_TOKEN]: fresh.token });
  }
  return call(world.app, world.users[role], method, url, payload);
}
