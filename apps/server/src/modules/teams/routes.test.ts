import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import { call, createProjectAs } from '../projects/fixtures.testing.js';
import { TEAM_OWNER_ONLY } from './policy.js';
import { TEAM_OWNER_CANNOT_LEAVE } from './service.js';

describeEachDatabase('teams', (suite) => {
  it('create, list, owned (with organisationId), rename and delete', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const org = 'e'.repeat(24);
    const team = await call(app, owner, 'POST', '/teams', { name: 'Design', organisationId: org });
    expect(team.status).toBe(201);
    expect(team.body).toMatchObject({
      name: 'Design',
      organisationId: org,
      ownerUserId: owner.user.id,
      role: 'owner',
    });
    await call(app, owner, 'POST', '/teams', { name: 'Solo' });
    expect((await call(app, owner, 'GET', '/teams')).body).toHaveLength(2);
    const inOrg = await call(app, owner, 'GET', `/teams/owned?organisationId=${org}`);
    expect((inOrg.body as { name: string }[]).map((t) => t.name)).toEqual(['Design']);
    const renamed = await call(app, owner, 'PATCH', `/teams/${team.body.id}`, { name: 'Product design' });
    expect(renamed.body).toMatchObject({ name: 'Product design' });
    const projectId = await createProjectAs(app, owner, { teamId: team.body.id });
    expect(await call(app, owner, 'DELETE', `/teams/${team.body.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await call(app, owner, 'GET', '/teams')).body).toHaveLength(1);
    // The team's projects are kept, in the owner's own workspace.
    const project = await call(app, owner, 'GET', `/projects/${projectId}`);
    expect(project.body).toMatchObject({ workspace: { type: 'user', userId: owner.user.id, teamId: null } });
  });

  it('members: the owner adds and removes, a member reads and leaves, the owner cannot leave', async () => {
    const { app } = await suite.createTestApp();
    const [owner, member, other] = [
      await signInTestUser(app),
      await signInTestUser(app),
      await signInTestUser(app),
    ];
    const { body: team } = await call(app, owner, 'POST', '/teams', { name: 'Crew' });
    const added = await call(app, owner, 'POST', `/teams/${team.id}/members`, { userId: member.user.id });
    expect(added.status).toBe(201);
    expect((added.body as { userId: string; role: string }[]).map((m) => [m.userId, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    expect(
      (await call(app, owner, 'POST', `/teams/${team.id}/members`, { userId: member.user.id })).status,
    ).toBe(409);
    expect((await call(app, member, 'GET', `/teams/${team.id}/members`)).body).toHaveLength(2);
    const memberAdds = await call(app, member, 'POST', `/teams/${team.id}/members`, {
      userId: other.user.id,
    });
    expect(memberAdds).toMatchObject({ status: 403, body: { message: TEAM_OWNER_ONLY } });
    const ownerLeaves = await call(app, owner, 'DELETE', `/teams/${team.id}/members`, {
      userId: owner.user.id,
    });
    expect(ownerLeaves).toMatchObject({ status: 409, body: { message: TEAM_OWNER_CANNOT_LEAVE } });
    const leaves = await call(app, member, 'DELETE', `/teams/${team.id}/members`, { userId: member.user.id });
    expect(leaves.status).toBe(200);
    expect((await call(app, member, 'GET', '/teams')).body).toEqual([]);
    await call(app, owner, 'POST', `/teams/${team.id}/members`, { userId: other.user.id });
    const removed = await call(app, owner, 'DELETE', `/teams/${team.id}/members`, { userId: other.user.id });
    expect(removed.body).toHaveLength(1);
  });

  it('transferProject moves the owner’s project into the team, where members can write it', async () => {
    const { app } = await suite.createTestApp();
    const [owner, member] = [await signInTestUser(app), await signInTestUser(app)];
    const { body: team } = await call(app, owner, 'POST', '/teams', { name: 'Move' });
    await call(app, owner, 'POST', `/teams/${team.id}/members`, { userId: member.user.id });
    const projectId = await createProjectAs(app, owner);
    const moved = await call(app, owner, 'POST', `/teams/${team.id}/projects/transferProject`, { projectId });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ workspace: { type: 'team', teamId: team.id, userId: null } });
    expect((await call(app, member, 'GET', `/projects/${projectId}`)).body).toMatchObject({
      readonly: false,
    });
    // A member cannot transfer their own project in: only the owner can.
    const memberProject = await createProjectAs(app, member);
    const refused = await call(app, member, 'POST', `/teams/${team.id}/projects/transferProject`, {
      projectId: memberProject,
    });
    expect(refused).toMatchObject({ status: 403, body: { message: TEAM_OWNER_ONLY } });
  });

  it('bad input answers 400 naming the field, and writes nothing', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const cases: [string, string, object | undefined, string][] = [
      ['POST', '/teams', {}, 'name is required'],
      ['POST', '/teams', { name: ' ' }, 'name must not be empty'],
      [
        'POST',
        '/teams',
        { name: 'a', organisationId: '1' },
        'organisationId must be a 24-character lowercase hex id',
      ],
      [
        'GET',
        '/teams?organisationId=nope',
        undefined,
        'organisationId must be a 24-character lowercase hex id',
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await call(app, owner, method as 'GET', url, payload);
      expect(response).toMatchObject({ status: 400, body: { message } });
    }
    const { body: team } = await call(app, owner, 'POST', '/teams', { name: 'Kept' });
    const more: [string, string, object, string][] = [
      ['PATCH', `/teams/${team.id}`, { name: '' }, 'name must not be empty'],
      ['POST', `/teams/${team.id}/members`, {}, 'userId is required'],
      [
        'DELETE',
        `/teams/${team.id}/members`,
        { userId: 'x' },
        'userId must be a 24-character lowercase hex id',
      ],
      ['POST', `/teams/${team.id}/projects/transferProject`, {}, 'projectId is required'],
      ['DELETE', '/teams/abc', {}, 'teamId must be a 24-character lowercase hex id'],
    ];
    for (const [method, url, payload, message] of more) {
      const response = await call(app, owner, method as 'POST', url, payload);
      expect(response).toMatchObject({ status: 400, body: { message } });
    }
    const unknownUser = await call(app, owner, 'POST', `/teams/${team.id}/members`, {
      userId: 'f'.repeat(24),
    });
    expect(unknownUser).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect((await call(app, owner, 'GET', '/teams')).body).toMatchObject([{ name: 'Kept' }]);
    expect((await call(app, owner, 'GET', `/teams/${team.id}/members`)).body).toHaveLength(1);
  });

  it('every team route answers 400 naming a malformed teamId or organisationId', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown, string][] = [
      ['GET', '/teams/owned?organisationId=1', undefined, 'organisationId'],
      ['PATCH', '/teams/abc', { name: 'x' }, 'teamId'],
      ['GET', '/teams/abc/members', undefined, 'teamId'],
      ['POST', '/teams/abc/members', { userId: owner.user.id }, 'teamId'],
      ['DELETE', '/teams/abc/members', { userId: owner.user.id }, 'teamId'],
      ['POST', '/teams/abc/projects/transferProject', { projectId: 'a'.repeat(24) }, 'teamId'],
    ];
    for (const [method, url, payload, field] of calls) {
      const response = await call(app, owner, method, url, payload);
      expect(response).toMatchObject({
        status: 400,
        body: { message: `${field} must be a 24-character lowercase hex id` },
      });
    }
  });
});
