import { expect, it } from 'vitest';
import { callerFor } from '../../test/caller-for.js';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';

const graph = { nodes: [{ id: 'n1', definitionName: 'number' }], connections: [] };

describeEachDatabase('snippets', (suite) => {
  async function setUp() {
    const { app } = await suite.createTestApp();
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const bob = await signInTestUser(app);
    const created = await call(alice, 'POST', '/snippets', { name: 'Adder', graph });
    return { call, alice, bob, snippet: created.json() };
  }

  it('creates, lists, renames, replaces the graph and deletes a snippet', async () => {
    const { call, alice, snippet } = await setUp();
    expect(snippet).toMatchObject({ name: 'Adder', description: null, graph });
    expect((await call(alice, 'GET', '/snippets')).json()).toEqual([snippet]);
    const renamed = await call(alice, 'PATCH', `/snippets/${snippet.id}`, {
      name: 'Sum',
      description: 'adds',
    });
    expect(renamed.json()).toMatchObject({ name: 'Sum', description: 'adds', graph });
    const newGraph = { nodes: [], connections: [{ id: 'c1' }] };
    const regraphed = await call(alice, 'PATCH', `/snippets/${snippet.id}/graph`, { graph: newGraph });
    expect(regraphed.json()).toMatchObject({ name: 'Sum', graph: newGraph });
    expect((await call(alice, 'DELETE', `/snippets/${snippet.id}`)).json()).toEqual({ ok: true });
    expect((await call(alice, 'GET', '/snippets')).json()).toEqual([]);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { call, alice, snippet } = await setUp();
    const cases: [string, string, object, string][] = [
      ['POST', '/snippets', { graph }, 'name is required'],
      [
        'POST',
        '/snippets',
        { name: 'x', graph: { nodes: [{}], connections: [] } },
        'graph.nodes.0.id is required',
      ],
      ['PATCH', `/snippets/${snippet.id}`, { name: '' }, 'name must not be empty'],
      ['PATCH', `/snippets/${snippet.id}/graph`, { graph: { nodes: [] } }, 'graph.connections is required'],
      ['PATCH', '/snippets/nope', { name: 'x' }, 'id must be a 24-character lowercase hex id'],
    ];
    for (const [method, path, payload, message] of cases) {
      const response = await call(alice, method as 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(alice, 'GET', '/snippets')).json()).toEqual([snippet]);
  });

  it('answers 401 signed out on every route', async () => {
    const { call, snippet } = await setUp();
    for (const [method, path] of [
      ['GET', '/snippets'],
      ['POST', '/snippets'],
      ['PATCH', `/snippets/${snippet.id}`],
      ['PATCH', `/snippets/${snippet.id}/graph`],
      ['DELETE', `/snippets/${snippet.id}`],
    ] as const) {
      expect((await call(null, method, path, { name: 'x', graph })).statusCode).toBe(401);
    }
  });

  it("never shows or changes another user's snippet (404)", async () => {
    const { call, alice, bob, snippet } = await setUp();
    expect((await call(bob, 'GET', '/snippets')).json()).toEqual([]);
    const attempts = [
      await call(bob, 'PATCH', `/snippets/${snippet.id}`, { name: 'Mine' }),
      await call(bob, 'PATCH', `/snippets/${snippet.id}/graph`, { graph: { nodes: [], connections: [] } }),
      await call(bob, 'DELETE', `/snippets/${snippet.id}`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Snippet not found');
    }
    expect((await call(alice, 'GET', '/snippets')).json()).toEqual([snippet]);
  });
});
