import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { udns, udnVersionGroups } from '../../db/schema/index.js';
import { type Call, callerFor } from '../../test/caller-for.js';
import { describeEachDatabase, type SignedInTestUser, signInTestUser } from '../../test/index.js';

const definition = { definitionName: 'myAdder', hasSubLevel: true, inputs: [{ name: 'a' }] };
const graph = { nodes: [{ id: 'inner' }], connections: [] };

async function makeUdn(call: Call, user: SignedInTestUser, name = 'myAdder') {
  const group = (
    await call(user, 'POST', '/udns/versionGroups', { sharedDefinition: { color: 'red' } })
  ).json();
  const udn = await call(user, 'POST', '/udns', {
    definition: { ...definition, definitionName: name },
    graph,
    versionGroupId: group.id,
  });
  expect(udn.statusCode).toBe(201);
  return { group, udn: udn.json() };
}

describeEachDatabase('udns', (suite) => {
  async function setUp() {
    const { app } = await suite.createTestApp();
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const bob = await signInTestUser(app);
    return { call, alice, bob, ...(await makeUdn(call, alice)) };
  }

  it('creates a draft UDN in a version group and lists its metadata by page', async () => {
    const { call, alice, group, udn } = await setUp();
    expect(group).toEqual({ id: expect.any(String), sharedDefinition: { color: 'red' } });
    expect(udn).toEqual({
      definition: { ...definition, udnId: udn.definition.udnId, version: 'latestDraft', draft: true },
      editorConfig: null,
      versionGroup: { id: group.id },
      versionDescription: null,
      lastModifiedAt: expect.any(String),
    });
    await makeUdn(call, alice, 'second');
    await makeUdn(call, alice, 'third');
    const page1 = (await call(alice, 'GET', '/udns?page=1&pageSize=2')).json();
    expect(page1.metadata).toEqual({ totalCount: 3 });
    expect(page1.udns.map((u: typeof udn) => u.definition.definitionName)).toEqual(['myAdder', 'second']);
    const page2 = (await call(alice, 'GET', '/udns?page=2&pageSize=2')).json();
    expect(page2.udns.map((u: typeof udn) => u.definition.definitionName)).toEqual(['third']);
    expect(page2.udns[0]).not.toHaveProperty('graph');
  });

  it('updates and deletes the draft', async () => {
    const { call, alice, udn } = await setUp();
    const id = udn.definition.udnId;
    const updated = await call(alice, 'PATCH', `/udns/${id}`, {
      editorConfig: { width: 3 },
      definition: { ...definition, hasSubLevel: false },
    });
    expect(updated.json()).toMatchObject({ editorConfig: { width: 3 }, definition: { hasSubLevel: false } });
    expect((await call(alice, 'DELETE', `/udns/${id}`)).json()).toEqual({ ok: true });
    expect((await call(alice, 'GET', '/udns')).json().metadata.totalCount).toBe(0);
  });

  it('returns UDNs by id batches, with and without graphs', async () => {
    const { call, alice, udn } = await setUp();
    const id = udn.definition.udnId;
    const withGraphs = await call(alice, 'POST', '/udns/getWithGraphsByIds', {
      udnIds: [id, 'f'.repeat(24)],
    });
    expect(withGraphs.json()).toEqual([
      { id, definitionName: 'myAdder', graph, lastModifiedAt: udn.lastModifiedAt },
    ]);
    const without = await call(alice, 'POST', '/udns/getWithoutGraphsByIds', { udnIds: [id] });
    expect(without.json()).toEqual([udn]);
  });

  it('publishes semantic versions bigger than the latest; published versions are frozen', async () => {
    const { call, alice, udn, group } = await setUp();
    const id = udn.definition.udnId;
    const v1 = await call(alice, 'POST', `/udns/${id}/versions/1.0.0`);
    expect(v1.statusCode).toBe(201);
    expect(v1.json()).toMatchObject({
      definition: { version: '1.0.0', draft: false, definitionName: 'myAdder' },
      versionGroup: { id: group.id },
    });
    expect(v1.json().definition.udnId).not.toBe(id);
    const same = await call(alice, 'POST', `/udns/${id}/versions/1.0.0`);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('version must be greater than the latest version 1.0.0');
    expect((await call(alice, 'POST', `/udns/${id}/versions/0.9.0`)).statusCode).toBe(400);
    expect((await call(alice, 'POST', `/udns/${id}/versions/1.1.0`)).statusCode).toBe(201);
    const frozen = await call(alice, 'PATCH', `/udns/${v1.json().definition.udnId}`, { graph });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe('A published UDN version cannot be changed; change the draft');
    expect((await call(alice, 'GET', '/udns')).json().metadata.totalCount).toBe(3);
  });

  it('a version with numbers past what semver holds is a 400, before or after a published one', async () => {
    const { call, alice, udn } = await setUp();
    const id = udn.definition.udnId;
    const huge = '99999999999999999999.0.0';
    const first = await call(alice, 'POST', `/udns/${id}/versions/${huge}`);
    expect(first.json()).toMatchObject({
      statusCode: 400,
      message: 'version must be a semantic version such as 1.0.0',
    });
    expect((await call(alice, 'POST', `/udns/${id}/versions/1.0.0`)).statusCode).toBe(201);
    const after = await call(alice, 'POST', `/udns/${id}/versions/${huge}`);
    expect(after.statusCode).toBe(400);
    expect((await call(alice, 'GET', '/udns')).json().metadata.totalCount).toBe(2);
  });

  it('updates a version group; deleting it deletes its UDNs', async () => {
    const { call, alice, group } = await setUp();
    const updated = await call(alice, 'PATCH', `/udns/versionGroups/${group.id}`, { sharedDefinition: null });
    expect(updated.json()).toEqual({ id: group.id, sharedDefinition: null });
    expect((await call(alice, 'DELETE', `/udns/versionGroups/${group.id}`)).json()).toEqual({ ok: true });
    expect((await call(alice, 'GET', '/udns')).json()).toEqual({ udns: [], metadata: { totalCount: 0 } });
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { call, alice, udn, group } = await setUp();
    const id = udn.definition.udnId;
    const cases: [string, string, object | undefined, string][] = [
      ['POST', '/udns', { definition, graph }, 'versionGroupId is required'],
      [
        'POST',
        '/udns',
        { definition: { hasSubLevel: true }, versionGroupId: group.id },
        'definition.definitionName is required',
      ],
      [
        'PATCH',
        `/udns/${id}`,
        { definition: { ...definition, hasSubLevel: 'yes' } },
        'definition.hasSubLevel must be a boolean',
      ],
      [
        'POST',
        '/udns/getWithGraphsByIds',
        { udnIds: Array(31).fill(id) },
        'udnIds must have at most 30 items',
      ],
      ['POST', '/udns/getWithoutGraphsByIds', { udnIds: [] }, 'udnIds must have at least 1 item'],
      ['POST', `/udns/${id}/versions/v1`, undefined, 'version must be a semantic version such as 1.0.0'],
      [
        'PATCH',
        `/udns/versionGroups/${group.id}`,
        { sharedDefinition: 'x' },
        'sharedDefinition must be a record',
      ],
      ['GET', '/udns?pageSize=500', undefined, 'pageSize must be at most 100'],
    ];
    for (const [method, path, payload, message] of cases) {
      const response = await call(alice, method as 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const list = (await call(alice, 'GET', '/udns')).json();
    expect(list).toEqual({ udns: [udn], metadata: { totalCount: 1 } });
  });

  it('answers 401 signed out on every route but the reads by id', async () => {
    const { call, udn, group } = await setUp();
    const id = udn.definition.udnId;
    for (const [method, path] of [
      ['GET', '/udns'],
      ['POST', '/udns'],
      ['PATCH', `/udns/${id}`],
      ['DELETE', `/udns/${id}`],
      ['POST', `/udns/${id}/versions/1.0.0`],
      ['POST', '/udns/versionGroups'],
      ['PATCH', `/udns/versionGroups/${group.id}`],
      ['DELETE', `/udns/versionGroups/${group.id}`],
    ] as const) {
      expect((await call(null, method, path, {})).statusCode).toBe(401);
    }
  });

  it("never shows or changes another user's UDNs or groups (404)", async () => {
    const { call, alice, bob, udn, group } = await setUp();
    const id = udn.definition.udnId;
    expect((await call(bob, 'GET', '/udns')).json()).toEqual({ udns: [], metadata: { totalCount: 0 } });
    expect((await call(bob, 'POST', '/udns/getWithGraphsByIds', { udnIds: [id] })).json()).toEqual([]);
    expect((await call(bob, 'POST', '/udns/getWithoutGraphsByIds', { udnIds: [id] })).json()).toEqual([]);
    const notFound: [string, string, object | undefined, string][] = [
      ['PATCH', `/udns/${id}`, { graph: { nodes: [], connections: [] } }, 'UDN not found'],
      ['DELETE', `/udns/${id}`, undefined, 'UDN not found'],
      ['POST', `/udns/${id}/versions/9.0.0`, undefined, 'UDN not found'],
      ['POST', '/udns', { definition, versionGroupId: group.id }, 'UDN version group not found'],
      ['PATCH', `/udns/versionGroups/${group.id}`, { sharedDefinition: {} }, 'UDN version group not found'],
      ['DELETE', `/udns/versionGroups/${group.id}`, undefined, 'UDN version group not found'],
    ];
    for (const [method, path, payload, message] of notFound) {
      const response = await call(bob, method as 'POST', path, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect((await call(bob, 'GET', '/udns')).json().metadata.totalCount).toBe(0);
    expect((await call(alice, 'GET', '/udns')).json()).toEqual({ udns: [udn], metadata: { totalCount: 1 } });
    const groupNow = await call(alice, 'PATCH', `/udns/versionGroups/${group.id}`, {});
    expect(groupNow.json()).toEqual(group);
  });

  it('an official UDN is read by id by every user, listed and changed by nobody', async () => {
    const { call, alice, bob, udn } = await setUp();
    // official rows have no owner; only the server's seed writes them
    const [group] = await suite.db.insert(udnVersionGroups).values({ official: true }).returning();
    const [official] = await suite.db
      .insert(udns)
      .values({ official: true, versionGroupId: group!.id, version: '1.0.0', definition, graph })
      .returning();
    const id = official!.id;
    for (const user of [alice, bob]) {
      const withGraph = await call(user, 'POST', '/udns/getWithGraphsByIds', { udnIds: [id] });
      expect(withGraph.json()).toEqual([
        { id, definitionName: 'myAdder', graph, lastModifiedAt: official!.lastModifiedAt.toISOString() },
      ]);
      const metadata = await call(user, 'POST', '/udns/getWithoutGraphsByIds', { udnIds: [id] });
      expect(metadata.json()).toEqual([
        expect.objectContaining({
          definition: { ...definition, udnId: id, version: '1.0.0', draft: false },
          versionGroup: { id: group!.id },
        }),
      ]);
      const notFound: [string, string, object | undefined, string][] = [
        ['PATCH', `/udns/${id}`, { graph: { nodes: [], connections: [] } }, 'UDN not found'],
        ['DELETE', `/udns/${id}`, undefined, 'UDN not found'],
        ['POST', `/udns/${id}/versions/9.0.0`, undefined, 'UDN not found'],
        ['POST', '/udns', { definition, versionGroupId: group!.id }, 'UDN version group not found'],
        [
          'PATCH',
          `/udns/versionGroups/${group!.id}`,
          { sharedDefinition: {} },
          'UDN version group not found',
        ],
        ['DELETE', `/udns/versionGroups/${group!.id}`, undefined, 'UDN version group not found'],
      ];
      for (const [method, path, payload, message] of notFound) {
        const response = await call(user, method as 'POST', path, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(message);
      }
    }
    // not in anyone's own list, unchanged, alone in its group
    expect((await call(alice, 'GET', '/udns')).json()).toEqual({ udns: [udn], metadata: { totalCount: 1 } });
    expect((await call(bob, 'GET', '/udns')).json()).toEqual({ udns: [], metadata: { totalCount: 0 } });
    expect(await suite.db.select().from(udns).where(eq(udns.versionGroupId, group!.id))).toEqual([official]);
    expect(await suite.db.select().from(udnVersionGroups).where(eq(udnVersionGroups.id, group!.id))).toEqual([
      group,
    ]);
    // a normal UDN stays its owner's, even asked for beside an official one
    const both = await call(bob, 'POST', '/udns/getWithoutGraphsByIds', {
      udnIds: [udn.definition.udnId, id],
    });
    expect(both.json().map((u: typeof udn) => u.definition.udnId)).toEqual([id]);
  });

  it("signed out, an official UDN is read by id (the official demos use them), nobody else's", async () => {
    const { call, udn } = await setUp();
    const [group] = await suite.db.insert(udnVersionGroups).values({ official: true }).returning();
    const [official] = await suite.db
      .insert(udns)
      .values({ official: true, versionGroupId: group!.id, version: '1.0.0', definition, graph })
      .returning();
    const id = official!.id;
    const own = udn.definition.udnId;
    const withGraph = await call(null, 'POST', '/udns/getWithGraphsByIds', { udnIds: [own, id] });
    expect(withGraph.statusCode).toBe(200);
    expect(withGraph.json()).toEqual([
      { id, definitionName: 'myAdder', graph, lastModifiedAt: official!.lastModifiedAt.toISOString() },
    ]);
    const metadata = await call(null, 'POST', '/udns/getWithoutGraphsByIds', { udnIds: [id, own] });
    expect(metadata.json().map((u: typeof udn) => u.definition.udnId)).toEqual([id]);
    // a user's UDN alone: nothing of it is answered
    for (const path of ['/udns/getWithGraphsByIds', '/udns/getWithoutGraphsByIds']) {
      const refused = await call(null, 'POST', path, { udnIds: [own] });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual([]);
    }
    // still read-only and unlisted: writes and the list need a session
    expect((await call(null, 'PATCH', `/udns/${id}`, { graph })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/udns/${id}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `/udns/${id}/versions/9.0.0`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/udns')).statusCode).toBe(401);
    expect(await suite.db.select().from(udns).where(eq(udns.versionGroupId, group!.id))).toEqual([official]);
  });

  it('the database refuses a UDN row that is both owned and official, or neither', async () => {
    const { alice } = await setUp();
    const insertGroup = (values: { userId?: string; official?: boolean }) =>
      suite.db.insert(udnVersionGroups).values(values);
    await expect(insertGroup({ userId: alice.user.id, official: true })).rejects.toThrow();
    await expect(insertGroup({})).rejects.toThrow();
  });
});
