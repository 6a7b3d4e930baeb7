// Server graph I/O over loopback with autocannon against a real listening server:
// POST /projects/{id}/graph with 1,000 saveNode items, and GET /projects/{id} of a 10,000-node
// project. p50/p99 on in-memory PGlite and, when DATABASE_URL is set or a local PostgreSQL answers
// on 127.0.0.1:5432, on PostgreSQL (a throwaway database). Prints figures; never asserts timings.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { graphNode } from '@nodeloom/engine/testing';
import { buildApp, type DatabaseHandle, loadConfig, migrateDatabase, openDatabase } from '@nodeloom/server';
import pg from 'pg';

interface Histogram {
  p50: number;
  p99: number;
  average: number;
}
interface AutocannonResult {
  latency: Histogram;
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = (await import('autocannon')).default as unknown as Autocannon;

const GRAPH_NODES = 10_000;
const SAVE_ITEMS = 1_000;
/** Sequential latency (1 connection), then under some concurrency (4). */
const CONCURRENCY = [1, 4];
const AMOUNT = { get: 60, save: 100 };

const node = (id: string) => graphNode({ id, definitionName: 'plus', params: { value: 1 } });
const saveNodes = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ type: 'saveNode', node: node(`${prefix}${i}`) }));

async function localPostgres(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function withDatabase(
  kind: 'pglite' | 'postgres',
  serverUrl: string | undefined,
  use: (h: DatabaseHandle) => Promise<void>,
) {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(handle);
      await use(handle);
    } finally {
      await handle.close();
    }
    return;
  }
  const name = `nodeloom_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrateDatabase(handle);
    await use(handle);
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function run(kind: 'pglite' | 'postgres', handle: DatabaseHandle): Promise<void> {
  const config = loadConfig({
    DEBUG_KEY: 'bench',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({ config, db: handle.db, logStream: false });
  const base = (await app.listen({ host: '127.0.0.1', port: 0 })) + '/api/nest';
  try {
    const login = await fetch(`${base}/auth/login/test-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'bench', 'x-debug-key': 'bench' },
      body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const headers = { cookie, 'content-type': 'application/json', 'x-request-id': 'bench' };
    const create = async (name: string) => {
      const response = await fetch(`${base}/projects`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name }),
      });
      return ((await response.json()) as { id: string }).id;
    };

    const big = await create('10k nodes');
    const fill = await fetch(`${base}/projects/${big}/graph`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ unorderedUpdates: saveNodes(GRAPH_NODES, 'n') }),
    });
    if (!fill.ok) throw new Error(`filling the project failed: ${fill.status} ${await fill.text()}`);

    const saveTarget = await create('saves');
    const saveBody = JSON.stringify({ unorderedUpdates: saveNodes(SAVE_ITEMS, 's') });
    const saveLabel = `POST /projects/{id}/graph (${SAVE_ITEMS} saveNode, ${(saveBody.length / 1024).toFixed(0)} KiB)`;
    const getLabel = `GET /projects/{id} (${GRAPH_NODES} nodes)`;
    for (const connections of CONCURRENCY) {
      const results = {
        [saveLabel]: await autocannon({
          url: `${base}/projects/${saveTarget}/graph`,
          method: 'POST',
          headers,
          body: saveBody,
          connections,
          amount: AMOUNT.save,
        }),
        [getLabel]: await autocannon({
          url: `${base}/projects/${big}`,
          headers: { cookie },
          connections,
          amount: AMOUNT.get,
        }),
      };
      for (const [label, r] of Object.entries(results)) {
        console.log(
          `${kind.padEnd(8)} ${label}, ${connections} connection(s): p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
            `${r.requests.average.toFixed(1)} req/s (non-2xx ${r.non2xx}, errors ${r.errors})`,
        );
      }
    }
  } finally {
    await app.close();
  }
}

export default async function serverGraphBench(): Promise<void> {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await withDatabase('pglite', undefined, (h) => run('pglite', h));
  const postgres = await localPostgres();
  if (postgres) await withDatabase('postgres', postgres, (h) => run('postgres', h));
  else console.log('postgres: skipped (set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432)');
}
