import { graphSavedInputs } from '@nodeloom/engine';
import { expect, it } from 'vitest';
import { call, createProjectAs, nodeNamesOf, sampleNode } from '../modules/projects/fixtures.testing.js';
import { describeEachDatabase, signInTestUser } from '../test/index.js';
import { REST_CLIENT_ID, stampServerEvents } from './server-events.js';

describeEachDatabase('graph store', (suite) => {
  it('a commit whose rows the database refuses stores nothing of the log or the graph; the next one folds from the stored graph', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    // The engine takes a comment with U+0000; jsonb refuses it when the fold writes the rows, so the
    // whole transaction (the appended events and the fold) rolls back.
    const events = stampServerEvents(
      graphSavedInputs([
        { type: 'saveNode', node: sampleNode('a') },
        { type: 'saveNode', node: sampleNode('b', { comment: 'x\u0000' }) },
      ]),
    );
    const source = { userId: owner.user.id, clientId: REST_CLIENT_ID };
    await expect(app.projectLog.commit(id, { source, events })).rejects.toThrow();
    expect(await nodeNamesOf(app, owner, id)).toEqual(['fex', 'hex', 'tex']);
    expect((await call(app, owner, 'GET', `/projects/${id}`)).body.eventCounter).toBe(0);
    const saved = await call(app, owner, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [{ type: 'saveNode', node: sampleNode('c') }],
    });
    expect(saved.status).toBe(200);
    expect(await nodeNamesOf(app, owner, id)).toEqual(['c', 'fex', 'hex', 'tex']);
    expect((await call(app, owner, 'GET', `/projects/${id}`)).body.eventCounter).toBe(1);
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
    expect(await nodeNamesOf(app, owner, id)).toEqual(['fex', 'hex', 'tex']);
  });
});
