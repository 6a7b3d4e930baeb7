import { expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createPgliteTestDatabase, testConfig } from './test/index.js';

// main.ts stops with app.close(): requests already running must still get their answer.
it('finishes in-flight requests when the app closes', async () => {
  const database = await createPgliteTestDatabase();
  const app = await buildApp({ config: testConfig(), db: database.db, logStream: false });
  let started!: () => void;
  const requestStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish!: () => void;
  app.get('/api/nest/slow-test-route', async () => {
    started();
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const inFlight = fetch(`${address}/api/nest/slow-test-route`);
  await requestStarted;
  const closing = app.close();
  finish();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ done: true });
  await closing;
  await database.destroy();
});
