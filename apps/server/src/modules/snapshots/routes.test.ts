import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import {
  call,
  createProjectAs,
  nodeNamesOf,
  sampleNode,
  sampleNodeId,
} from '../projects/fixtures.testing.js';

describeEachDatabase('snapshots', (suite) => {
  it('create copies the graph; list, getByProjectIds and get show it read-only', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner, { name: 'Versioned' });
    await call(app, owner, 'POST', `/projects/${projectId}/graph`, {
      unorderedUpdates: [{ type: 'saveNode', node: sampleNode('kept') }],
    });
    const created = await call(app, owner, 'POST', `/projectSnapshots?projectId=${projectId}`, {
      name: 'v1',
      color: '#ff0000',
      comment: 'first',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ projectId, name: 'v1', color: '#ff0000', comment: 'first' });
    // Later edits do not change the snapshot.
    await call(app, owner, 'POST', `/projects/${projectId}/graph`, {
      unorderedUpdates: [{ type: 'deleteNode', nodeId: sampleNodeId('kept') }],
    });
    const list = await call(app, owner, 'GET', `/projectSnapshots?projectId=${projectId}`);
    expect(list.body).toEqual([created.body]);
    const byIds = await call(app, owner, 'POST', '/projectSnapshots/getByProjectIds', {
      projectIds: [projectId, 'd'.repeat(24)],
    });
    expect(byIds.body).toEqual([created.body]);
    const opened = await call(app, owner, 'GET', `/projectSnapshots/${created.body.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id: projectId,
      readonly: true,
      snapshotId: created.body.id,
      snapshotName: 'v1',
    });
    expect((opened.body.graph as { nodes: { id: string }[] }).nodes.map((n) => n.id)).toContain(
      sampleNodeId('kept'),
    );
  });

  it('restore takes a snapshot of the current state first, so the restore can be undone', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    const v1 = await call(app, owner, 'POST', `/projectSnapshots?projectId=${projectId}`, {
      name: 'roots only',
    });
    await call(app, owner, 'POST', `/projects/${projectId}/graph`, {
      unorderedUpdates: [{ type: 'saveNode', node: sampleNode('later') }],
    });
    const restored = await call(app, owner, 'POST', `/projectSnapshots/${v1.body.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      restoredFrom: { id: v1.body.id },
      backup: { name: 'Before restoring roots only', projectId },
    });
    expect(await nodeNamesOf(app, owner, projectId)).toEqual(['fex', 'hex', 'tex']);
    const backupId = (restored.body.backup as { id: string }).id;
    await call(app, owner, 'POST', `/projectSnapshots/${backupId}/restore`);
    expect(await nodeNamesOf(app, owner, projectId)).toEqual(['fex', 'hex', 'later', 'tex']);
  });

  it('metadata changes name, colour and comment; delete removes the snapshot', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    const { body } = await call(app, owner, 'POST', `/projectSnapshots?projectId=${projectId}`, {
      name: 'a',
    });
    const patched = await call(app, owner, 'PATCH', `/projectSnapshots/${body.id}/metadata`, {
      name: 'b',
      color: 'blue',
      comment: null,
    });
    expect(patched.body).toMatchObject({ name: 'b', color: 'blue', comment: null });
    expect(await call(app, owner, 'DELETE', `/projectSnapshots/${body.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await call(app, owner, 'GET', `/projectSnapshots/${body.id}`)).status).toBe(404);
  });

  it('bad input answers 400 naming the field, and writes nothing', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    const creates: [string, object, string][] = [
      ['', { name: 'x' }, 'projectId is required'],
      [`?projectId=${projectId}`, {}, 'name is required'],
      [`?projectId=${projectId}`, { name: '' }, 'name must not be empty'],
      [`?projectId=${projectId}`, { name: 'x', color: 3 }, 'color must be a string'],
      ['?projectId=zzz', { name: 'x' }, 'projectId must be a 24-character lowercase hex id'],
    ];
    for (const [query, payload, message] of creates) {
      const response = await call(app, owner, 'POST', `/projectSnapshots${query}`, payload);
      expect(response).toMatchObject({ status: 400, body: { message } });
    }
    expect((await call(app, owner, 'GET', `/projectSnapshots?projectId=${projectId}`)).body).toEqual([]);
    const { body } = await call(app, owner, 'POST', `/projectSnapshots?projectId=${projectId}`, {
      name: 'kept',
    });
    const patch = await call(app, owner, 'PATCH', `/projectSnapshots/${body.id}/metadata`, { name: '' });
    expect(patch).toMatchObject({ status: 400, body: { message: 'name must not be empty' } });
    const ids = await call(app, owner, 'POST', '/projectSnapshots/getByProjectIds', { projectIds: ['x'] });
    expect(ids).toMatchObject({
      status: 400,
      body: { message: 'projectIds.0 must be a 24-character lowercase hex id' },
    });
    expect((await call(app, owner, 'GET', `/projectSnapshots/${body.id}`)).body.snapshotName).toBe('kept');
  });

  it('every snapshot route answers 400 naming a malformed id or a missing projectId', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown, string][] = [
      ['GET', '/projectSnapshots', undefined, 'projectId is required'],
      ['GET', '/projectSnapshots/abc', undefined, 'id must be a 24-character lowercase hex id'],
      ['DELETE', '/projectSnapshots/abc', undefined, 'id must be a 24-character lowercase hex id'],
      ['POST', '/projectSnapshots/abc/restore', undefined, 'id must be a 24-character lowercase hex id'],
      [
        'PATCH',
        '/projectSnapshots/abc/metadata',
        { name: 'x' },
        'id must be a 24-character lowercase hex id',
      ],
      ['POST', '/projectSnapshots/getByProjectIds', {}, 'projectIds is required'],
    ];
    for (const [method, url, payload, message] of calls) {
      const response = await call(app, owner, method, url, payload);
      expect(response).toMatchObject({ status: 400, body: { message } });
    }
  });
});
