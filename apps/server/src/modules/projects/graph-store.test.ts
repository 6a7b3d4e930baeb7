import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import { call, createProjectAs, nodeIdsOf, sampleConnection, sampleNode } from './fixtures.testing.js';
import { applyGraphUpdates } from './graph-store.js';

describeEachDatabase('graph store', (suite) => {
  it('a batch the database rejects part-way leaves the graph as it was (one transaction)', async () => {
    const { app, db } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    // The nodes are written first, then the connection, which jsonb refuses (U+0000): all rolled back.
    const broken = { ...sampleConnection('a', 'b'), targetInputIdentifier: 'bad\u0000' };
    await expect(
      applyGraphUpdates(db, id, [
        { type: 'saveNode', node: sampleNode('a') },
        { type: 'deleteNode', nodeId: 'hex' },
        { type: 'saveConnection', connection: broken },
      ]),
    ).rejects.toThrow();
    expect(await nodeIdsOf(app, owner, id)).toEqual(['fex', 'hex', 'tex']);
  });

  it('the route refuses NUL characters with 400 naming the field, before writing', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    const response = await call(app, owner, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [
        { type: 'saveNode', node: sampleNode('a') },
        { type: 'saveNode', node: sampleNode('b', { comment: 'x\u0000' }) },
      ],
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'unorderedUpdates.1.node.comment must not contain NUL characters (\\u0000)' },
    });
    const rename = await call(app, owner, 'PATCH', `/projects/${id}/metadata`, { name: 'a\u0000' });
    expect(rename).toMatchObject({
      status: 400,
      body: { message: 'name must not contain NUL characters (\\u0000)' },
    });
    expect(await nodeIdsOf(app, owner, id)).toEqual(['fex', 'hex', 'tex']);
  });
});
