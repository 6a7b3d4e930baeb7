import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../../test/index.js';

describeEachDatabase('GET /api/nest/health', (suite) => {
  it('answers ok when the database is reachable', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/nest/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });
});

/** Closing the database under the running app makes every query fail. */
async function appWithClosedDatabase(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp = await createTestApp(options);
  await (testApp.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  return testApp;
}

it('GET /health answers 503 unreachable when the database query fails', async () => {
  const testApp = await appWithClosedDatabase();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/nest/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'ok', database: 'unreachable' });
  await testApp.app.close();
});

describe('GET /api/nest/health/live', () => {
  it('answers ok without the database, even with a session cookie (no session lookup)', async () => {
    const testApp = await appWithClosedDatabase();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/nest/health/live',
      headers: { cookie: 'nodeloom_session=some-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    await testApp.app.close();
  });

  it('writes no request log lines, unlike the readiness route', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app, close } = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
    await app.inject({ method: 'GET', url: '/api/nest/health/live' });
    expect(lines.filter((line) => line.includes('/health/live'))).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/nest/health' });
    expect(lines.some((line) => line.includes('"url":"/api/nest/health"'))).toBe(true);
    await close();
  });
});
