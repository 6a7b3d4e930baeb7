// Server graph I/O over loopback: POST /projects/{id}/graph with 1,000 saveNode items, and GET
// /projects/{id} of a 10,000-node project, with 1 and 4 connections. The server runs in its own
// process (file-backed PGlite in a temporary DATA_DIR with normal logging to a file, and a
// throwaway PostgreSQL database when one answers); warm-up first; every answer checked 2xx.
// `npm run bench -- graph` (or `-- server`). Prints figures; never asserts timings.
import { cpus, loadavg } from 'node:os';
import { graphNode } from '@nodeloom/engine/testing';
import { ok, signIn } from './support/api-session.js';
import { type LoadFigures, load } from './support/load.js';
import { withThrowawayPostgres } from './support/postgres.js';
import { BENCH_DEBUG_KEY, startNodeloomServer } from './support/server-process.js';

const GRAPH_NODES = 10_000;
const SAVE_ITEMS = 1_000;
/** Sequential latency (1 connection), then under some concurrency (4). */
const CONNECTIONS = [1, 4];
const WARMUP_SECONDS = 2;
const SECONDS = 5;

const saveNodes = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    type: 'saveNode',
    node: graphNode({ id: `${prefix}${i}`, definitionName: 'plus', params: { value: 1 } }),
  }));

async function graphBench(label: string, databaseUrl?: string): Promise<void> {
  const server = await startNodeloomServer(databaseUrl);
  try {
    const api = `${server.origin}/api/nest`;
    const { cookie } = await signIn(server.origin, BENCH_DEBUG_KEY, 'bench');
    const headers = { cookie, 'content-type': 'application/json', 'x-request-id': 'bench' };
    const create = async (name: string) => {
      const response = await ok(
        await fetch(`${api}/projects`, { method: 'POST', headers, body: JSON.stringify({ name }) }),
        'create project',
      );
      return ((await response.json()) as { id: string }).id;
    };
    const big = await create('10k nodes');
    await ok(
      await fetch(`${api}/projects/${big}/graph`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ unorderedUpdates: saveNodes(GRAPH_NODES, 'n') }),
      }),
      'filling the project',
    );
    const saveTarget = await create('saves');
    const saveBody = JSON.stringify({ unorderedUpdates: saveNodes(SAVE_ITEMS, 's') });
    const cases = {
      [`POST /projects/{id}/graph (${SAVE_ITEMS} saveNode, ${(saveBody.length / 1024).toFixed(0)} KiB)`]: {
        url: `${api}/projects/${saveTarget}/graph`,
        method: 'POST' as const,
        headers,
        body: saveBody,
      },
      [`GET /projects/{id} (${GRAPH_NODES} nodes)`]: { url: `${api}/projects/${big}`, headers: { cookie } },
    };
    for (const connections of CONNECTIONS) {
      for (const [name, request] of Object.entries(cases)) {
        const r: LoadFigures = await load({
          ...request,
          connections,
          warmup: WARMUP_SECONDS,
          duration: SECONDS,
          serverCpuSeconds: server.cpuSeconds,
        });
        console.log(
          `${label.padEnd(8)} ${name}, ${connections} connection(s): p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
            `${r.requestsPerSecond.toFixed(1)} req/s (${r.total} answers, all 2xx)`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

export default async function serverGraphBench(): Promise<void> {
  const loadAverage = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `${cpus().length} cores, load average ${loadAverage()}; ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured`,
  );
  await graphBench('pglite');
  const ran = await withThrowawayPostgres((url) => graphBench('postgres', url));
  if (!ran) console.log('postgres: skipped (set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432)');
  console.log(`load average now ${loadAverage()}`);
}
