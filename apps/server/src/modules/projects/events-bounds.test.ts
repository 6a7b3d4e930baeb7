import { INT4_MAX } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import { call, createProjectAs, sampleNode } from './fixtures.testing.js';

// GET /projects/{id}/events?after=… compares `after` with the log's counter, an int4 column: a
// counter past 2^31-1 made PostgreSQL refuse the query (a 500). The contract bounds it now.

describeEachDatabase('project events query bounds', (suite) => {
  it('answers 400 naming `after` past the largest int4, and reads up to it', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    await call(app, owner, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [{ type: 'saveNode', node: sampleNode('a') }],
    });

    const reported = await call(app, owner, 'GET', `/projects/${id}/events?after=3906041152536576`);
    expect(reported).toMatchObject({
      status: 400,
      body: { code: 'ValidationError', message: 'after must be at most 2147483647' },
    });
    const pastInt4 = await call(app, owner, 'GET', `/projects/${id}/events?after=${INT4_MAX + 1}`);
    expect(pastInt4.body.message).toBe('after must be at most 2147483647');

    const largest = await call(app, owner, 'GET', `/projects/${id}/events?after=${INT4_MAX}`);
    expect(largest).toMatchObject({ status: 200, body: { events: [], headCounter: 1 } });
  });

  it.each([
    ['after=-1', 'after must be at least 0'],
    ['after=1.5', 'after must be a whole number'],
    [`after=9223372036854775808`, 'after must be at most 2147483647'],
    ['limit=1001', 'limit must be at most 1000'],
  ])('answers ?%s with 400 "%s"', async (query, message) => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    const response = await call(app, owner, 'GET', `/projects/${id}/events?${query}`);
    expect(response).toMatchObject({ status: 400, body: { code: 'ValidationError', message } });
  });
});
