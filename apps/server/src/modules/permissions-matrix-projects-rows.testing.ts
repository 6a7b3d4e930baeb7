// The permission matrix of projects, sharing, snapshots, teams and admin: the rows (the statuses
// each caller gets come from the policies: permissions-matrix.testing.ts).
import { PLAYGROUND_PROJECT_ID, routes } from '@nodeloom/api';
import { expect } from 'vitest';
import { PLAYGROUND_PROJECT } from '../permissions/index.js';
import {
  type Fresh,
  type MatrixCase,
  type Method,
  projectRow,
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

export const projectRows: Case[] = [
  // Projects
  {
    route: routes.projects.list,
    request: () => ({ method: 'GET', url: '/projects' }),
    onSuccess: (body, role, f) => {
      const seesIt = ['owner', 'member', 'teamOwner'].includes(role);
      expect(ids(body).includes(f.projectId)).toBe(seesIt);
      expect(ids(body).includes(f.personalProjectId)).toBe(role === 'owner');
    },
  },
  {
    route: routes.projects.create,
    label: 'in the team',
    subject: (f) => ({ newProjectTeamId: f.teamId }),
    request: (f) => ({ method: 'POST', url: '/projects', payload: { name: 'New', teamId: f.teamId } }),
    unchanged: async (w, f) => expect(await teamProjectsCount(w, f)).toBe(1),
  },
  {
    route: routes.projects.officialDemo,
    request: () => ({ method: 'GET', url: '/projects/official/demo' }),
    onSuccess: (body) => expect((body as { readonly: boolean }[]).every((p) => p.readonly)).toBe(true),
  },
  {
    route: routes.projects.get,
    label: 'the playground',
    subject: () => PLAYGROUND_PROJECT,
    request: () => ({ method: 'GET', url: `/projects/${PLAYGROUND_PROJECT_ID}` }),
    onSuccess: (body) => expect(body).toMatchObject({ readonly: true }),
  },
  {
    route: routes.projects.get,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({ method: 'GET', url: `/projects/${f.projectId}` }),
    onSuccess: (body, role) => expect(body).toMatchObject({ readonly: role === 'tokenHolder' }),
  },
  {
    route: routes.projects.get,
    label: 'personal project',
    subject: (f, w) => projectRow(w, f.personalProjectId),
    request: (f) => ({ method: 'GET', url: `/projects/${f.personalProjectId}` }),
  },
  {
    route: routes.projects.updateGraph,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({
      method: 'POST',
      url: `/projects/${f.projectId}/graph`,
      payload: { unorderedUpdates: [{ type: 'deleteNode', nodeId: sampleNodeId('n1') }] },
    }),
    unchanged: projectIntact,
  },
  {
    route: routes.projects.updateGraph,
    label: 'personal project',
    subject: (f, w) => projectRow(w, f.personalProjectId),
    request: (f) => ({
      method: 'POST',
      url: `/projects/${f.personalProjectId}/graph`,
      payload: { unorderedUpdates: [{ type: 'saveNode', node: sampleNode('p1') }] },
    }),
    unchanged: async (w, f) => {
      const read = await call(w.app, w.users.owner, 'GET', `/projects/${f.personalProjectId}`);
      expect((read.body.graph as { nodes: unknown[] }).nodes).toHaveLength(3);
    },
  },
  {
    route: routes.projects.updateMetadata,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({
      method: 'PATCH',
      url: `/projects/${f.projectId}/metadata`,
      payload: { archived: true },
    }),
    unchanged: projectIntact,
  },
  {
    route: routes.projects.delete,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({ method: 'DELETE', url: `/projects/${f.projectId}` }),
    unchanged: projectIntact,
  },
  // Sharing and admin
  {
    route: routes.sharing.getByAccessToken,
    // The x-project-access-token header is the credential: without one, 400 (it is required).
    ok: (role) => (role === 'tokenHolder' ? 200 : 400),
    request: () => ({ method: 'GET', url: '/projects/byAccessToken' }),
    onSuccess: (body, _role, f) => expect(body).toMatchObject({ id: f.projectId, readonly: true }),
  },
  {
    route: routes.sharing.listAccessTokens,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({ method: 'GET', url: `/projects/${f.projectId}/accessTokens` }),
    onSuccess: (body) => expect(JSON.stringify(body)).not.toContain('nlpat_'),
  },
  {
    route: routes.sharing.createAccessToken,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({
      method: 'POST',
      url: `/projects/${f.projectId}/accessTokens`,
      payload: { expiredAt: new Date(Date.now() + 60_000).toISOString() },
    }),
    unchanged: tokensIntact,
  },
  {
    route: routes.sharing.revokeAccessToken,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({
      method: 'PATCH',
      url: `/projects/${f.projectId}/accessTokens/${f.tokenId}`,
      payload: { revoked: true },
    }),
    unchanged: tokensIntact,
  },
  {
    route: routes.admin.getProject,
    request: (f) => ({ method: 'GET', url: `/admin/projects/${f.projectId}` }),
    onSuccess: (body, _role, f) => expect(body).toMatchObject({ id: f.projectId, readonly: true }),
  },
  // Snapshots
  {
    route: routes.snapshots.create,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({
      method: 'POST',
      url: `/projectSnapshots?projectId=${f.projectId}`,
      payload: { name: 'x' },
    }),
    unchanged: snapshotsIntact,
  },
  {
    route: routes.snapshots.list,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({ method: 'GET', url: `/projectSnapshots?projectId=${f.projectId}` }),
  },
  {
    route: routes.snapshots.getByProjectIds,
    request: (f) => ({
      method: 'POST',
      url: '/projectSnapshots/getByProjectIds',
      payload: { projectIds: [f.projectId] },
    }),
    onSuccess: (body, role, f) =>
      expect(ids(body)).toEqual(['other', 'admin'].includes(role) ? [] : [f.snapshotId]),
  },
  {
    route: routes.snapshots.get,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({ method: 'GET', url: `/projectSnapshots/${f.snapshotId}` }),
    onSuccess: (body, _role, f) => expect(body).toMatchObject({ readonly: true, snapshotId: f.snapshotId }),
  },
  {
    route: routes.snapshots.updateMetadata,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({
      method: 'PATCH',
      url: `/projectSnapshots/${f.snapshotId}/metadata`,
      payload: { name: 'y' },
    }),
    unchanged: snapshotsIntact,
  },
  {
    route: routes.snapshots.restore,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({ method: 'POST', url: `/projectSnapshots/${f.snapshotId}/restore` }),
    unchanged: snapshotsIntact,
  },
  {
    route: routes.snapshots.delete,
    subject: (f, w) => projectRow(w, f.projectId),
    request: (f) => ({ method: 'DELETE', url: `/projectSnapshots/${f.snapshotId}` }),
    unchanged: snapshotsIntact,
  },
  // Teams
  {
    route: routes.teams.list,
    request: () => ({ method: 'GET', url: '/teams' }),
    onSuccess: (body, role, f) =>
      expect(ids(body).includes(f.teamId)).toBe(['owner', 'member', 'teamOwner'].includes(role)),
  },
  {
    route: routes.teams.listOwned,
    request: () => ({ method: 'GET', url: '/teams/owned' }),
    onSuccess: (body, role, f) => expect(ids(body).includes(f.teamId)).toBe(role === 'teamOwner'),
  },
  {
    route: routes.teams.create,
    request: () => ({ method: 'POST', url: '/teams', payload: { name: 'Another' } }),
  },
  {
    route: routes.teams.update,
    subject: (f) => ({ teamId: f.teamId }),
    request: (f) => ({ method: 'PATCH', url: `/teams/${f.teamId}`, payload: { name: 'Renamed' } }),
    unchanged: teamIntact,
  },
  {
    route: routes.teams.delete,
    subject: (f) => ({ teamId: f.teamId }),
    request: (f) => ({ method: 'DELETE', url: `/teams/${f.teamId}` }),
    unchanged: async (w, f) => {
      await teamIntact(w, f);
      await projectIntact(w, f);
    },
  },
  {
    route: routes.teams.listMembers,
    subject: (f) => ({ teamId: f.teamId }),
    request: (f) => ({ method: 'GET', url: `/teams/${f.teamId}/members` }),
  },
  {
    route: routes.teams.addMember,
    subject: (f) => ({ teamId: f.teamId }),
    request: (f, w) => ({
      method: 'POST',
      url: `/teams/${f.teamId}/members`,
      payload: { userId: w.users.other.user.id },
    }),
    unchanged: teamIntact,
  },
  {
    route: routes.teams.removeMember,
    label: 'the member',
    subject: (f, w) => ({ teamId: f.teamId, memberUserId: w.users.member.user.id }),
    request: (f, w) => ({
      method: 'DELETE',
      url: `/teams/${f.teamId}/members`,
      payload: { userId: w.users.member.user.id },
    }),
    unchanged: teamIntact,
  },
  {
    route: routes.teams.transferProject,
    label: 'owner’s personal project',
    subject: async (f, w) => ({ teamId: f.teamId, project: await projectRow(w, f.personalProjectId) }),
    request: (f) => ({
      method: 'POST',
      url: `/teams/${f.teamId}/projects/transferProject`,
      payload: { projectId: f.personalProjectId },
    }),
    unchanged: async (w, f) => {
      const read = await call(w.app, w.users.owner, 'GET', `/projects/${f.personalProjectId}`);
      expect(read.body).toMatchObject({ workspace: { type: 'user', userId: w.users.owner.user.id } });
    },
  },
];
