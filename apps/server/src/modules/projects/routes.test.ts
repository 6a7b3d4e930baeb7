import { GRAPH_UPDATE_MAX_ITEMS, PLAYGROUND_PROJECT_ID, PROJECT_ARCHIVED_MESSAGE } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import {
  call,
  createProjectAs,
  nodeNamesOf,
  sampleConnection,
  sampleNode,
  sampleNodeId,
} from './fixtures.testing.js';

describeEachDatabase('projects', (suite) => {
  it('POST /projects creates a project with the engine roots; GET shows it writable to its owner', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const created = await call(app, alice, 'POST', '/projects', { name: 'First', category: 'Work' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'First',
      category: 'Work',
      archivedAt: null,
      favourite: false,
      official: false,
      createdByUserId: alice.user.id,
      workspace: { type: 'user', userId: alice.user.id, teamId: null, organisationId: null },
      metadata: {},
      readonly: false,
    });
    const graph = created.body.graph as { nodes: { id: string; definitionName: string }[] };
    expect(graph.nodes.map((n) => [n.id, n.definitionName])).toEqual([
      ['fex', 'functionContext'],
      ['hex', 'htmlContext'],
      ['tex', 'taskContext'],
    ]);
    const read = await call(app, alice, 'GET', `/projects/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const untitled = await call(app, alice, 'POST', '/projects', {});
    expect(untitled.body.name).toBe('Untitled project');
    const task = await call(app, alice, 'POST', '/projects', { name: 'Jobs', metadata: { context: 'tex' } });
    expect(task.body.metadata).toEqual({ context: 'tex' });
  });

  it('POST /projects answers 400 naming the field, and writes nothing', async () => {
    const { app } = await suite.createTestApp();
    const bob = await signInTestUser(app);
    const cases: [object, string][] = [
      [{ name: '' }, 'name must not be empty'],
      [{ name: 5 }, 'name must be a string'],
      [{ teamId: 'nope' }, 'teamId must be a 24-character lowercase hex id'],
      [{ owner: 'x' }, 'body has unknown field: owner'],
      [{ metadata: { context: 'html' } }, 'metadata.context must be one of hex, tex, fex'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, bob, 'POST', '/projects', payload);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'ValidationError', message });
    }
    const team = await call(app, bob, 'POST', '/projects', { teamId: 'a'.repeat(24) });
    expect(team.status).toBe(404);
    expect((await call(app, bob, 'GET', '/projects')).body).toEqual([]);
  });

  it('GET /projects lists mine and my teams, not others', async () => {
    const { app } = await suite.createTestApp();
    const [carol, dave] = [await signInTestUser(app), await signInTestUser(app)];
    const own = await createProjectAs(app, carol, { name: 'Own' });
    await createProjectAs(app, dave, { name: 'Dave only' });
    const team = await call(app, dave, 'POST', '/teams', { name: 'Shared' });
    await call(app, dave, 'POST', `/teams/${team.body.id}/members`, { userId: carol.user.id });
    const teamProject = await createProjectAs(app, dave, { name: 'Team', teamId: team.body.id });
    const list = await call(app, carol, 'GET', '/projects');
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).map((p) => p.id).sort()).toEqual([own, teamProject].sort());
    expect(
      (list.body as { readonly: boolean; graph?: unknown }[]).every((p) => !p.readonly && !p.graph),
    ).toBe(true);
  });

  it('POST /projects/{id}/graph applies saveNode, deleteNode, saveConnection, deleteConnection', async () => {
    const { app } = await suite.createTestApp();
    const erin = await signInTestUser(app);
    const id = await createProjectAs(app, erin);
    const wire = sampleConnection('a', 'b');
    const first = await call(app, erin, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [
        { type: 'saveNode', node: sampleNode('a') },
        { type: 'saveNode', node: sampleNode('b') },
        { type: 'saveNode', node: sampleNode('gone') },
        { type: 'saveConnection', connection: wire },
        { type: 'deleteNode', nodeId: sampleNodeId('gone') },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      savedNodes: 2,
      deletedNodes: 1,
      savedConnections: 1,
      deletedConnections: 0,
    });
    const read = await call(app, erin, 'GET', `/projects/${id}`);
    expect(read.body.graph).toMatchObject({ connections: [wire] });
    expect(await nodeNamesOf(app, erin, id)).toEqual(['a', 'b', 'fex', 'hex', 'tex']);
    // A later item about the same node wins; a connection is deleted by its id.
    await call(app, erin, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [
        { type: 'saveNode', node: sampleNode('a', { name: 'old' }) },
        { type: 'saveNode', node: sampleNode('a', { name: 'renamed' }) },
        { type: 'deleteConnection', connection: wire },
      ],
    });
    const after = (await call(app, erin, 'GET', `/projects/${id}`)).body.graph as {
      nodes: { id: string; name: string }[];
      connections: unknown[];
    };
    expect(after.nodes.find((n) => n.id === sampleNodeId('a'))?.name).toBe('renamed');
    expect(after.connections).toEqual([]);
  });

  it('GET /projects/{id}/events pages the ordered log a REST save wrote, for whoever may read the project', async () => {
    const { app } = await suite.createTestApp();
    const [owner, stranger] = [await signInTestUser(app), await signInTestUser(app)];
    const id = await createProjectAs(app, owner);
    for (const name of ['a', 'b', 'c'])
      await call(app, owner, 'POST', `/projects/${id}/graph`, {
        unorderedUpdates: [{ type: 'saveNode', node: sampleNode(name) }],
      });
    const all = await call(app, owner, 'GET', `/projects/${id}/events`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ headCounter: 3 });
    const events = all.body.events as unknown as {
      counter: number;
      rawEvent: { eventType: string };
      source: { clientId: string };
    }[];
    expect(events.map((e) => [e.counter, e.rawEvent.eventType, e.source.clientId])).toEqual([
      [1, 'graphSaved', 'rest'],
      [2, 'graphSaved', 'rest'],
      [3, 'graphSaved', 'rest'],
    ]);
    const page = await call(app, owner, 'GET', `/projects/${id}/events?after=1&limit=1`);
    expect((page.body.events as unknown as { counter: number }[]).map((e) => e.counter)).toEqual([2]);
    expect((await call(app, owner, 'GET', `/projects/${id}/events?limit=0`)).status).toBe(400);
    expect((await call(app, stranger, 'GET', `/projects/${id}/events`)).status).toBe(404);
    expect((await call(app, null, 'GET', `/projects/${id}/events`)).status).toBe(401);
  });

  it('POST /projects/{id}/graph refuses a save the engine cannot apply with 400, storing none of it', async () => {
    const { app } = await suite.createTestApp();
    const erin = await signInTestUser(app);
    const id = await createProjectAs(app, erin);
    const refused = await call(app, erin, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [
        { type: 'saveNode', node: sampleNode('a') },
        { type: 'saveNode', node: sampleNode('b', { name: 'a' }) },
      ],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Duplicate node name') },
    });
    const rootDelete = await call(app, erin, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [{ type: 'deleteNode', nodeId: 'hex' }],
    });
    expect(rootDelete.status).toBe(400);
    expect(await nodeNamesOf(app, erin, id)).toEqual(['fex', 'hex', 'tex']);
    const read = await call(app, erin, 'GET', `/projects/${id}`);
    expect(read.body.eventCounter).toBe(0);
  });

  it('POST /projects/{id}/graph refuses a bad item with 400 naming it, and applies none of the batch', async () => {
    const { app } = await suite.createTestApp();
    const fay = await signInTestUser(app);
    const id = await createProjectAs(app, fay);
    const cases: [unknown, string][] = [
      [{}, 'unorderedUpdates is required'],
      [
        { unorderedUpdates: [{ type: 'renameNode' }] },
        "unorderedUpdates.0.type invalid discriminator value. Expected 'saveNode' | 'deleteNode' | 'saveConnection' | 'deleteConnection'",
      ],
      [
        {
          unorderedUpdates: [
            { type: 'saveNode', node: sampleNode('ok') },
            { type: 'saveNode', node: { id: 'x' } },
          ],
        },
        'unorderedUpdates.1.node.definitionName is required',
      ],
      [
        {
          unorderedUpdates: [{ type: 'saveNode', node: { ...sampleNode('p'), position: { x: 'a', y: 0 } } }],
        },
        'unorderedUpdates.0.node.position.x must be a number',
      ],
      [
        {
          unorderedUpdates: [
            { type: 'saveConnection', connection: { ...sampleConnection('a', 'b'), order: -1 } },
          ],
        },
        'unorderedUpdates.0.connection.order too small: expected number to be >=0',
      ],
      [
        {
          unorderedUpdates: [
            { type: 'saveNode', node: sampleNode('ok') },
            { type: 'saveConnection', connection: { ...sampleConnection('a', 'b'), id: 'conn_forged' } },
          ],
        },
        `unorderedUpdates.1.connection.id must be the hash of the connection's five fields (${sampleConnection('a', 'b').id})`,
      ],
      [
        // The id of another wire: same endpoints, another order.
        {
          unorderedUpdates: [
            {
              type: 'saveConnection',
              connection: { ...sampleConnection('a', 'b', 1), id: sampleConnection('a', 'b').id },
            },
          ],
        },
        `unorderedUpdates.0.connection.id must be the hash of the connection's five fields (${sampleConnection('a', 'b', 1).id})`,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, fay, 'POST', `/projects/${id}/graph`, payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await nodeNamesOf(app, fay, id)).toEqual(['fex', 'hex', 'tex']);
  });

  it('POST /projects/{id}/graph answers 413 past the item limit, and past the byte limit', async () => {
    const { app } = await suite.createTestApp();
    const gus = await signInTestUser(app);
    const id = await createProjectAs(app, gus);
    const tooMany = Array.from({ length: GRAPH_UPDATE_MAX_ITEMS + 1 }, (_, i) => ({
      type: 'deleteNode',
      nodeId: `n${i}`,
    }));
    const items = await call(app, gus, 'POST', `/projects/${id}/graph`, { unorderedUpdates: tooMany });
    expect(items.status).toBe(413);
    expect(items.body.message).toBe('unorderedUpdates must have at most 20000 items');
    const huge = {
      unorderedUpdates: [
        { type: 'saveNode', node: sampleNode('big', { comment: 'x'.repeat(11 * 1024 * 1024) }) },
      ],
    };
    const bytes = await call(app, gus, 'POST', `/projects/${id}/graph`, huge);
    expect(bytes.status).toBe(413);
    expect(bytes.body.message).toBe('Graph update body must be at most 10 MB (10485760 bytes)');
    expect(await nodeNamesOf(app, gus, id)).toEqual(['fex', 'hex', 'tex']);
  });

  it('PATCH /projects/{id}/metadata renames, favourites, archives and restores', async () => {
    const { app } = await suite.createTestApp();
    const hal = await signInTestUser(app);
    const id = await createProjectAs(app, hal);
    const patched = await call(app, hal, 'PATCH', `/projects/${id}/metadata`, {
      name: 'Renamed',
      category: 'Ideas',
      favourite: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Renamed',
      category: 'Ideas',
      favourite: true,
      archivedAt: null,
    });
    const archived = await call(app, hal, 'PATCH', `/projects/${id}/metadata`, { archived: true });
    expect(archived.body.archivedAt).toEqual(expect.any(String));
    const refused = await call(app, hal, 'GET', `/projects/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ProjectArchived', message: PROJECT_ARCHIVED_MESSAGE });
    const writes = await call(app, hal, 'POST', `/projects/${id}/graph`, { unorderedUpdates: [] });
    expect(writes.status).toBe(409);
    const listed = await call(app, hal, 'GET', '/projects');
    expect(listed.body[0]).toMatchObject({ id, archivedAt: expect.any(String) });
    const restored = await call(app, hal, 'PATCH', `/projects/${id}/metadata`, { archived: false });
    expect(restored.body.archivedAt).toBeNull();
    expect((await call(app, hal, 'GET', `/projects/${id}`)).status).toBe(200);
  });

  it('PATCH /projects/{id}/metadata answers 400 naming the field, and writes nothing', async () => {
    const { app } = await suite.createTestApp();
    const ivy = await signInTestUser(app);
    const id = await createProjectAs(app, ivy, { name: 'Kept' });
    const cases: [object, string][] = [
      [{ name: '' }, 'name must not be empty'],
      [{ favourite: 'yes' }, 'favourite must be a boolean'],
      [{ archived: 1 }, 'archived must be a boolean'],
      [{ official: true }, 'body has unknown field: official'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, ivy, 'PATCH', `/projects/${id}/metadata`, payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const bad = await call(app, ivy, 'PATCH', '/projects/xyz/metadata', { name: 'A' });
    expect(bad.body.message).toBe('id must be a 24-character lowercase hex id');
    expect((await call(app, ivy, 'GET', `/projects/${id}`)).body).toMatchObject({
      name: 'Kept',
      favourite: false,
    });
  });

  it('DELETE /projects/{id} removes the project; 400 for a malformed id', async () => {
    const { app } = await suite.createTestApp();
    const jay = await signInTestUser(app);
    const id = await createProjectAs(app, jay);
    expect((await call(app, jay, 'DELETE', '/projects/not-an-id')).status).toBe(400);
    const deleted = await call(app, jay, 'DELETE', `/projects/${id}`);
    expect(deleted).toEqual({ status: 200, body: { ok: true } });
    expect((await call(app, jay, 'GET', `/projects/${id}`)).status).toBe(404);
  });

  it('GET /projects/{24 zeros} is the empty read-only playground; writes to it are refused', async () => {
    const { app } = await suite.createTestApp();
    const kim = await signInTestUser(app);
    for (const who of [null, kim]) {
      const response = await call(app, who, 'GET', `/projects/${PLAYGROUND_PROJECT_ID}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: PLAYGROUND_PROJECT_ID, readonly: true, name: 'Playground' });
    }
    const write = await call(app, kim, 'POST', `/projects/${PLAYGROUND_PROJECT_ID}/graph`, {
      unorderedUpdates: [],
    });
    expect(write).toMatchObject({ status: 403, body: { message: 'The playground project is read-only' } });
  });

  it('GET /projects/official/demo serves the seeded demos, read-only, built from real definitions', async () => {
    const { app } = await suite.createTestApp();
    const response = await call(app, null, 'GET', '/projects/official/demo');
    expect(response.status).toBe(200);
    const demos = response.body as unknown as {
      id: string;
      name: string;
      readonly: boolean;
      official: boolean;
      graph: { nodes: { definitionName: string }[] };
    }[];
    expect(demos.map((d) => [d.name, d.readonly, d.official])).toEqual([
      ['Math chain', true, true],
      ['String demo', true, true],
      ['Data pipeline with a loop', true, true],
      ['Unit-tested graph', true, true],
      ['Multi-page site with a router', true, true],
      ['A function from function nodes', true, true],
      ['A form that collects replies', true, true],
      ['A UDN with two versions', true, true],
    ]);
    expect(demos[0]!.graph.nodes.map((n) => n.definitionName)).toContain('multiply');
    const lee = await signInTestUser(app);
    const write = await call(app, lee, 'POST', `/projects/${demos[0]!.id}/graph`, { unorderedUpdates: [] });
    expect(write.status).toBe(403);
  });

  it('every project route answers 400 naming a malformed id', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
      ['GET', '/projects/abc', undefined],
      ['DELETE', '/projects/abc', undefined],
      ['POST', '/projects/abc/graph', { unorderedUpdates: [] }],
      ['PATCH', '/projects/abc/metadata', { name: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(app, owner, method, url, payload);
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'id must be a 24-character lowercase hex id' },
      });
    }
  });
});
