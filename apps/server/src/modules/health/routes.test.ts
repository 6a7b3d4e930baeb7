import { expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../../test/index.js';

describeEachDatabase('GET /api/nest/health', (suite) => {
  it('answers ok when the database is reachable', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/nest/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });
});

it('answers 503 unreachable when the database query fails', async () => {
  const testApp = await createTestApp();
  // Closing the database under the running app makes every query fail.
  const { db } = testApp;
  await (db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/nest/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'ok', database: 'unreachable' });
  await testApp.app.close();
});
