import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProjectAs } from '../modules/projects/fixtures.testing.js';
import { deployAs, hostOf, sampleSite, siteGet } from '../modules/publishing/publishing.testing.js';
import {
  createPostgresTestDatabase,
  createTestApp,
  signInTestUser,
  type TestApp,
  type TestDatabase,
} from '../test/index.js';

// Two instances on one PostgreSQL database (PGlite lives in one process): what one changes, the
// other serves at once — its caches are told through Redis pub/sub, or PostgreSQL LISTEN/NOTIFY.
const serverUrl = process.env.DATABASE_URL;
const buses = [
  ...(process.env.REDIS_URL ? [{ name: 'Redis pub/sub', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
  ...(serverUrl ? [{ name: 'PostgreSQL NOTIFY', env: { DATABASE_URL: serverUrl } }] : []),
];

describe.runIf(serverUrl)('site caches across instances [postgres]', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createPostgresTestDatabase(serverUrl!);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.destroy();
  });

  it.each(buses)('take-down and alias moves reach the other instance through $name', async ({ env }) => {
    const [a, b] = [await createTestApp({ env, database }), await createTestApp({ env, database })];
    apps.push(a!, b!);
    expect(a!.app.sites.bus.kind).toBe('REDIS_URL' in env ? 'redis' : 'postgres');
    const owner = await signInTestUser(a!.app);
    const projectId = await createProjectAs(a!.app, owner, { name: 'Two instances' });
    const first = await deployAs(a!.app, owner, projectId, 'main', sampleSite('one'));
    const alias = hostOf(first.aliasUrl);
    // B caches the alias and the deployment host.
    expect((await siteGet(b!.app, alias)).body).toContain('one');
    expect((await siteGet(b!.app, hostOf(first.url))).statusCode).toBe(200);

    await deployAs(a!.app, owner, projectId, 'main', sampleSite('two'));
    await expect.poll(async () => (await siteGet(b!.app, alias)).body, { timeout: 3000 }).toContain('two');

    await call(a!.app, owner, 'POST', '/publishing/deployments/takeDown', {
      deploymentId: first.deploymentId,
    });
    await expect
      .poll(async () => (await siteGet(b!.app, hostOf(first.url))).statusCode, { timeout: 3000 })
      .toBe(404);
  });
});
