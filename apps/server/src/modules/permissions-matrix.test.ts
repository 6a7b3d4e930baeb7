import { PLAYGROUND_PROJECT_ID } from '@nodeloom/api';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/index.js';
import {
  ADMIN_EMAIL,
  buildWorld,
  checkMatrixCase,
  type Fresh,
  freshResources,
  type MatrixCase,
  type Method,
  type World,
} from './permissions-matrix.testing.js';
import { call, sampleNode, sampleNodeId } from './projects/fixtures.testing.js';

type Case = MatrixCase;

// Read-backs, done as the team owner (who may read everything of the fresh team).
const asTeamOwner = (w: World, method: Method, url: string, payload?: unknown) =>
  call(w.app, w.users.teamOwner, method, url, payload);
const projectIntact = async (w: World, f: Fresh) => {
  const read = await asTeamOwner(w, 'GET', `/projects/${f.projectId}`);
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({ name: 'Team project', archivedAt: null });
  expect((read.body.graph as { nodes: { id: string }[] }).nodes.map((n) => n.id)).toEqual([
    'fex',
    'hex',
    sampleNodeId('n1'),
    'tex',
  ]);
};
const snapshotsIntact = async (w: World, f: Fresh) => {
  const list = await asTeamOwner(w, 'GET', `/projectSnapshots?projectId=${f.projectId}`);
  expect(list.body).toMatchObject([{ id: f.snapshotId, name: 'snap' }]);
  await projectIntact(w, f);
};
const tokensIntact = async (w: World, f: Fresh) => {
  const list = await asTeamOwner(w, 'GET', `/projects/${f.projectId}/accessTokens`);
  expect(list.body).toMatchObject([{ id: f.tokenId, revokedAt: null }]);
};
const teamIntact = async (w: World, f: Fresh) => {
  const teams = await asTeamOwner(w, 'GET', '/teams');
  expect(teams.body).toContainEqual(expect.objectContaining({ id: f.teamId, name: 'Matrix team' }));
  const members = await asTeamOwner(w, 'GET', `/teams/${f.teamId}/members`);
  expect(members.body).toHaveLength(3);
};
const teamProjectsCount = async (w: World, f: Fresh) => {
  const list = await asTeamOwner(w, 'GET', '/projects');
  return (list.body as unknown as { workspace: { teamId: string } }[]).filter(
    (p) => p.workspace.teamId === f.teamId,
  ).length;
};
const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);

const cases: Case[] = [
  // Projects
  {
    route: 'GET /projects',
    request: () => ({ method: 'GET', url: '/projects' }),
    statuses: [200, 200, 200, 200, 401, 200, 401],
    onSuccess: (body, role, f) => {
      const seesIt = ['owner', 'member', 'teamOwner'].includes(role);
      expect(ids(body).includes(f.projectId)).toBe(seesIt);
      expect(ids(body).includes(f.personalProjectId)).toBe(role === 'owner');
    },
  },
  {
    route: 'POST /projects (in the team)',
    request: (f) => ({ method: 'POST', url: '/projects', payload: { name: 'New', teamId: f.teamId } }),
    statuses: [201, 201, 201, 404, 401, 404, 401],
    unchanged: async (w, f) => expect(await teamProjectsCount(w, f)).toBe(1),
  },
  {
    route: 'GET /projects/official/demo',
    request: () => ({ method: 'GET', url: '/projects/official/demo' }),
    statuses: [200, 200, 200, 200, 200, 200, 200],
    onSuccess: (body) => expect((body as { readonly: boolean }[]).every((p) => p.readonly)).toBe(true),
  },
  {
    route: 'GET /projects/{playground}',
    request: () => ({ method: 'GET', url: `/projects/${PLAYGROUND_PROJECT_ID}` }),
    statuses: [200, 200, 200, 200, 200, 200, 200],
    onSuccess: (body) => expect(body).toMatchObject({ readonly: true }),
  },
  {
    route: 'GET /projects/{id}',
    request: (f) => ({ method: 'GET', url: `/projects/${f.projectId}` }),
    statuses: [200, 200, 200, 404, 200, 404, 401],
    onSuccess: (body, role) => expect(body).toMatchObject({ readonly: role === 'tokenHolder' }),
  },
  {
    route: 'GET /projects/{id} (personal project)',
    request: (f) => ({ method: 'GET', url: `/projects/${f.personalProjectId}` }),
    // The token holder's token is for the team project, not this one.
    statuses: [200, 404, 404, 404, 404, 404, 401],
  },
  {
    route: 'POST /projects/{id}/graph',
    request: (f) => ({
      method: 'POST',
      url: `/projects/${f.projectId}/graph`,
      payload: { unorderedUpdates: [{ type: 'deleteNode', nodeId: sampleNodeId('n1') }] },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: projectIntact,
  },
  {
    route: 'POST /projects/{id}/graph (personal project)',
    request: (f) => ({
      method: 'POST',
      url: `/projects/${f.personalProjectId}/graph`,
      payload: { unorderedUpdates: [{ type: 'saveNode', node: sampleNode('p1') }] },
    }),
    statuses: [200, 404, 404, 404, 401, 404, 401],
    unchanged: async (w, f) => {
      const read = await call(w.app, w.users.owner, 'GET', `/projects/${f.personalProjectId}`);
      expect((read.body.graph as { nodes: unknown[] }).nodes).toHaveLength(3);
    },
  },
  {
    route: 'PATCH /projects/{id}/metadata',
    request: (f) => ({
      method: 'PATCH',
      url: `/projects/${f.projectId}/metadata`,
      payload: { archived: true },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: projectIntact,
  },
  {
    route: 'DELETE /projects/{id}',
    request: (f) => ({ method: 'DELETE', url: `/projects/${f.projectId}` }),
    statuses: [200, 403, 200, 404, 401, 404, 401],
    unchanged: projectIntact,
  },
  // Sharing and admin
  {
    route: 'GET /projects/byAccessToken',
    request: () => ({ method: 'GET', url: '/projects/byAccessToken' }),
    // Only the token holder sends the header; everyone else is told it is required.
    statuses: [400, 400, 400, 400, 200, 400, 400],
    onSuccess: (body, _role, f) => expect(body).toMatchObject({ id: f.projectId, readonly: true }),
  },
  {
    route: 'GET /projects/{projectId}/accessTokens',
    request: (f) => ({ method: 'GET', url: `/projects/${f.projectId}/accessTokens` }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    onSuccess: (body) => expect(JSON.stringify(body)).not.toContain('nlpat_'),
  },
  {
    route: 'POST /projects/{projectId}/accessTokens',
    request: (f) => ({
      method: 'POST',
      url: `/projects/${f.projectId}/accessTokens`,
      payload: { expiredAt: new Date(Date.now() + 60_000).toISOString() },
    }),
    statuses: [201, 201, 201, 404, 401, 404, 401],
    unchanged: tokensIntact,
  },
  {
    route: 'PATCH /projects/{projectId}/accessTokens/{tokenId}',
    request: (f) => ({
      method: 'PATCH',
      url: `/projects/${f.projectId}/accessTokens/${f.tokenId}`,
      payload: { revoked: true },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: tokensIntact,
  },
  {
    route: 'GET /admin/projects/{id}',
    request: (f) => ({ method: 'GET', url: `/admin/projects/${f.projectId}` }),
    statuses: [403, 403, 403, 403, 401, 200, 401],
    onSuccess: (body, _role, f) => expect(body).toMatchObject({ id: f.projectId, readonly: true }),
  },
  // Snapshots
  {
    route: 'POST /projectSnapshots?projectId',
    request: (f) => ({
      method: 'POST',
      url: `/projectSnapshots?projectId=${f.projectId}`,
      payload: { name: 'x' },
    }),
    statuses: [201, 201, 201, 404, 401, 404, 401],
    unchanged: snapshotsIntact,
  },
  {
    route: 'GET /projectSnapshots?projectId',
    request: (f) => ({ method: 'GET', url: `/projectSnapshots?projectId=${f.projectId}` }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
  },
  {
    route: 'POST /projectSnapshots/getByProjectIds',
    request: (f) => ({
      method: 'POST',
      url: '/projectSnapshots/getByProjectIds',
      payload: { projectIds: [f.projectId] },
    }),
    statuses: [200, 200, 200, 200, 401, 200, 401],
    onSuccess: (body, role, f) =>
      expect(ids(body)).toEqual(['other', 'admin'].includes(role) ? [] : [f.snapshotId]),
  },
  {
    route: 'GET /projectSnapshots/{id}',
    request: (f) => ({ method: 'GET', url: `/projectSnapshots/${f.snapshotId}` }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    onSuccess: (body, _role, f) => expect(body).toMatchObject({ readonly: true, snapshotId: f.snapshotId }),
  },
  {
    route: 'PATCH /projectSnapshots/{id}/metadata',
    request: (f) => ({
      method: 'PATCH',
      url: `/projectSnapshots/${f.snapshotId}/metadata`,
      payload: { name: 'y' },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: snapshotsIntact,
  },
  {
    route: 'POST /projectSnapshots/{id}/restore',
    request: (f) => ({ method: 'POST', url: `/projectSnapshots/${f.snapshotId}/restore` }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: snapshotsIntact,
  },
  {
    route: 'DELETE /projectSnapshots/{id}',
    request: (f) => ({ method: 'DELETE', url: `/projectSnapshots/${f.snapshotId}` }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: snapshotsIntact,
  },
  // Teams
  {
    route: 'GET /teams',
    request: () => ({ method: 'GET', url: '/teams' }),
    statuses: [200, 200, 200, 200, 401, 200, 401],
    onSuccess: (body, role, f) =>
      expect(ids(body).includes(f.teamId)).toBe(['owner', 'member', 'teamOwner'].includes(role)),
  },
  {
    route: 'GET /teams/owned',
    request: () => ({ method: 'GET', url: '/teams/owned' }),
    statuses: [200, 200, 200, 200, 401, 200, 401],
    onSuccess: (body, role, f) => expect(ids(body).includes(f.teamId)).toBe(role === 'teamOwner'),
  },
  {
    route: 'POST /teams',
    request: () => ({ method: 'POST', url: '/teams', payload: { name: 'Another' } }),
    statuses: [201, 201, 201, 201, 401, 201, 401],
  },
  {
    route: 'PATCH /teams/{teamId}',
    request: (f) => ({ method: 'PATCH', url: `/teams/${f.teamId}`, payload: { name: 'Renamed' } }),
    statuses: [403, 403, 200, 404, 401, 404, 401],
    unchanged: teamIntact,
  },
  {
    route: 'DELETE /teams/{teamId}',
    request: (f) => ({ method: 'DELETE', url: `/teams/${f.teamId}` }),
    statuses: [403, 403, 200, 404, 401, 404, 401],
    unchanged: async (w, f) => {
      await teamIntact(w, f);
      await projectIntact(w, f);
    },
  },
  {
    route: 'GET /teams/{teamId}/members',
    request: (f) => ({ method: 'GET', url: `/teams/${f.teamId}/members` }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
  },
  {
    route: 'POST /teams/{teamId}/members',
    request: (f, w) => ({
      method: 'POST',
      url: `/teams/${f.teamId}/members`,
      payload: { userId: w.users.other.user.id },
    }),
    statuses: [403, 403, 201, 404, 401, 404, 401],
    unchanged: teamIntact,
  },
  {
    route: 'DELETE /teams/{teamId}/members (the member)',
    request: (f, w) => ({
      method: 'DELETE',
      url: `/teams/${f.teamId}/members`,
      payload: { userId: w.users.member.user.id },
    }),
    // The owner of the team removes anyone; a member only themselves (leaving).
    statuses: [403, 200, 200, 404, 401, 404, 401],
    unchanged: teamIntact,
  },
  {
    route: 'POST /teams/{teamId}/projects/transferProject (owner’s personal project)',
    request: (f) => ({
      method: 'POST',
      url: `/teams/${f.teamId}/projects/transferProject`,
      payload: { projectId: f.personalProjectId },
    }),
    statuses: [403, 403, 404, 404, 401, 404, 401],
    unchanged: async (w, f) => {
      const read = await call(w.app, w.users.owner, 'GET', `/projects/${f.personalProjectId}`);
      expect(read.body).toMatchObject({ workspace: { type: 'user', userId: w.users.owner.user.id } });
    },
  },
];

describeEachDatabase('permission matrix', (suite) => {
  let world: World;
  beforeAll(async () => {
    const { app } = await suite.createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    world = await buildWorld(app);
  });

  it.each(cases)('$route', (testCase) => checkMatrixCase(world, testCase, freshResources));
});
