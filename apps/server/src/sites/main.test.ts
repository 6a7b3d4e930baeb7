import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../config.js';
import { call, createProjectAs } from '../modules/projects/fixtures.testing.js';
import { deployAs, hostOf, sampleSite } from '../modules/publishing/publishing.testing.js';
import {
  createPostgresTestDatabase,
  createTestApp,
  signInTestUser,
  type TestApp,
  type TestDatabase,
} from '../test/index.js';

// The site server as a separate process (SITES_SERVED_BY_APP=false + sites/main.ts): it serves
// what the app deploys, from the same PostgreSQL database and storage, and hears take-downs.
const serverUrl = process.env.DATABASE_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** GET with a Host header (Node's fetch does not let a caller set Host). */
function get(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.runIf(serverUrl)('separate site server process [postgres]', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(serverUrl!);
    // node-postgres answers a QueryResult: the rows are under .rows.
    const result = await database.db.execute(sql`select current_database() as name`);
    const { rows } = result as unknown as { rows: { name: string }[] };
    const url = new URL(serverUrl!);
    url.pathname = `/${rows[0]!.name}`;
    const env = {
      DATABASE_URL: url.toString(),
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'nodeloom-sites-')),
      SITES_SERVED_BY_APP: 'false',
    };
    testApp = await createTestApp({ env, database });
    port = await freePort();
    const script = fileURLToPath(new URL('main.ts', import.meta.url));
    child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
      cwd: REPOSITORY_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        SITES_PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:4000',
      },
      stdio: 'inherit',
    });
    // Started once it answers (a host that is no site: 404).
    const deadline = Date.now() + 60_000;
    while ((await get(port, 'localhost:4000').catch(() => ({ status: 0 }))).status !== 404) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await testApp?.close();
    await database?.destroy();
  });

  it('serves what the app deployed, and 404s it once the app takes it down', async () => {
    const owner = await signInTestUser(testApp.app);
    const projectId = await createProjectAs(testApp.app, owner, { name: 'Apart' });
    const deployment = await deployAs(testApp.app, owner, projectId, 'main', sampleSite('apart'));
    // The app itself no longer answers the site's host.
    const inApp = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: hostOf(deployment.url) },
    });
    expect(inApp.body).not.toContain('apart');

    expect(await get(port, hostOf(deployment.url))).toMatchObject({
      status: 200,
      body: expect.stringContaining('apart'),
    });
    expect(await get(port, hostOf(deployment.aliasUrl))).toMatchObject({ status: 200 });
    await call(testApp.app, owner, 'POST', '/publishing/deployments/takeDown', {
      deploymentId: deployment.deploymentId,
    });
    await expect
      .poll(async () => (await get(port, hostOf(deployment.url))).status, { timeout: 3000 })
      .toBe(404);
  });
});
