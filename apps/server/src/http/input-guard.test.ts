import { expect, it } from 'vitest';
import { sampleNode } from '../modules/projects/fixtures.testing.js';
import { describeEachDatabase, injectAs, signInTestUser } from '../test/index.js';

// The input guard is one step of every route: NUL characters and unpaired surrogates anywhere in
// params, query or body are a 400 naming the field, whichever module the route belongs to.

describeEachDatabase('input guard', (suite) => {
  async function setUp() {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    return { app, owner };
  }

  it('a NUL in a public form reply is a 400 naming the field, and nothing is stored', async () => {
    const { app, owner } = await setUp();
    const form = await injectAs(app, owner, 'POST', '/forms', {
      name: 'Contact',
      fields: [{ name: 'message', type: 'text' }],
    });
    expect(form.statusCode).toBe(201);
    const id = form.json().id as string;
    const reply = await app.inject({
      method: 'POST',
      url: `/api/nest/forms/${id}/replies`,
      headers: { origin: 'https://elsewhere.example' },
      payload: { values: { message: 'hi\u0000there' } },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('values.message must not contain NUL characters (\\u0000)');
    const replies = await injectAs(app, owner, 'GET', `/forms/${id}/replies`);
    expect(replies.json()).toEqual([]);
  });

  it('a NUL in a key or in the query is a 400 naming where it is', async () => {
    const { app, owner } = await setUp();
    const key = await injectAs(app, owner, 'POST', '/udns/versionGroups', {
      sharedDefinition: { 'co\u0000lor': 'red' },
    });
    expect(key.json()).toMatchObject({
      statusCode: 400,
      message: 'sharedDefinition.co\u0000lor must not contain NUL characters (\\u0000)',
    });
    const query = await injectAs(app, owner, 'GET', '/projectSnapshots?projectId=%00');
    expect(query.json()).toMatchObject({
      statusCode: 400,
      message: 'projectId must not contain NUL characters (\\u0000)',
    });
  });

  it('an unpaired surrogate in a node id is a 400 naming the field, before anything is written', async () => {
    const { app, owner } = await setUp();
    const project = await injectAs(app, owner, 'POST', '/projects', { name: 'Mine' });
    const id = project.json().id as string;
    const response = await injectAs(app, owner, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [
        { type: 'saveNode', node: sampleNode('a') },
        { type: 'saveNode', node: sampleNode('x\ud800y') },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'unorderedUpdates.1.node.id must not contain unpaired UTF-16 surrogates',
    );
    const read = await injectAs(app, owner, 'GET', `/projects/${id}`);
    expect(read.json().graph.nodes.map((n: { name: string }) => n.name)).not.toContain('a');
  });
});
