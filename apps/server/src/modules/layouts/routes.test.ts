import { expect, it } from 'vitest';
import { callerFor } from '../../test/caller-for.js';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';

const json = {
  panels: [
    { id: 'abc123', type: 'graph', title: 'Graph' },
    { id: 'def456', type: 'terminal', title: 'Terminal' },
  ],
  containers: {
    splitDirection: 'vertical',
    splitPercentage: 50,
    firstPath: { panelIds: ['abc123'], currentPanelId: 'abc123' },
    secondPath: { panelIds: ['def456'], reversed: false },
  },
  focusedPanelId: 'abc123',
};

describeEachDatabase('layouts', (suite) => {
  async function setUp() {
    const { app } = await suite.createTestApp();
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const bob = await signInTestUser(app);
    const project = (await call(alice, 'POST', '/projects', { name: 'P' })).json();
    return { call, alice, bob, projectId: project.id as string };
  }

  it('saves layouts by name, per project or not, replaces and deletes them', async () => {
    const { call, alice, projectId } = await setUp();
    const saved = await call(alice, 'POST', '/users/layouts/main', { json });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ name: 'main', projectId: null, json });
    const perProject = { ...json, focusedPanelId: 'def456' };
    await call(alice, 'POST', '/users/layouts/main', { json: perProject, projectId });
    expect((await call(alice, 'GET', '/users/layouts')).json()).toEqual([
      { name: 'main', projectId: null, json },
    ]);
    expect((await call(alice, 'GET', `/users/layouts?projectId=${projectId}`)).json()).toEqual([
      { name: 'main', projectId, json: perProject },
    ]);
    await call(alice, 'POST', '/users/layouts/main', { json: { ...json, focusedPanelId: null } });
    expect((await call(alice, 'GET', '/users/layouts')).json()[0].json.focusedPanelId).toBeNull();
    expect((await call(alice, 'DELETE', `/users/layouts/main?projectId=${projectId}`)).json()).toEqual({
      ok: true,
    });
    expect((await call(alice, 'GET', `/users/layouts?projectId=${projectId}`)).json()).toEqual([]);
    expect((await call(alice, 'GET', '/users/layouts')).json()).toHaveLength(1);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { call, alice } = await setUp();
    const cases: [object, string][] = [
      [{}, 'json is required'],
      [{ json: { ...json, focusedPanelId: 'nope' } }, 'json.focusedPanelId must be the id of a panel'],
      [
        { json: { ...json, containers: { panelIds: ['ghost'] } } },
        'json.containers must only name listed panels (unknown: ghost)',
      ],
      [{ json: { ...json, panels: [{ id: 'a', type: 'graph' }] } }, 'json.panels.0.title is required'],
      [
        { json: { ...json, containers: { splitPercentage: 150 } } },
        'json.containers.splitPercentage must be at most 100',
      ],
      [{ json, projectId: 'x' }, 'projectId must be a 24-character lowercase hex id'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(alice, 'POST', '/users/layouts/main', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(alice, 'GET', '/users/layouts')).json()).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    const { call } = await setUp();
    expect((await call(null, 'GET', '/users/layouts')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/users/layouts/main', { json })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/users/layouts/main')).statusCode).toBe(401);
  });

  it("keeps layouts per user and refuses another user's project (404)", async () => {
    const { call, alice, bob, projectId } = await setUp();
    await call(alice, 'POST', '/users/layouts/main', { json });
    expect((await call(bob, 'GET', '/users/layouts')).json()).toEqual([]);
    const deleted = await call(bob, 'DELETE', '/users/layouts/main');
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe('Layout not found');
    const onAlicesProject = await call(bob, 'POST', '/users/layouts/main', { json, projectId });
    expect(onAlicesProject.statusCode).toBe(404);
    expect(onAlicesProject.json().message).toBe('Project not found');
    expect((await call(bob, 'GET', `/users/layouts?projectId=${projectId}`)).json()).toEqual([]);
    expect((await call(alice, 'GET', '/users/layouts')).json()).toEqual([
      { name: 'main', projectId: null, json },
    ]);
  });
});
