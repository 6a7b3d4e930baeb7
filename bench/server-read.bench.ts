// An authenticated read of a small project: GET /api/nest/projects/{id} of a project with 10 saved
// nodes (plus the few every new project starts with), with a
// session cookie, at a fixed 200 req/s for 20 s (p50/p99; aim p99 ≤ 25 ms), then as fast as it
// answers. The server runs in its own process on a fresh DATA_DIR with normal logging to a file;
// warm-up first; every answer checked 2xx. On PGlite (file-backed, in a temporary DATA_DIR) and,
// when one answers, on a throwaway PostgreSQL database. `npm run bench -- read` (or `-- server`).
import { cpus, loadavg } from 'node:os';
import { graphNode } from '@nodeloom/engine/testing';
import { ok, signIn } from './support/api-session.js';
import { type LoadFigures, load } from './support/load.js';
import { withThrowawayPostgres } from './support/postgres.js';
import { BENCH_DEBUG_KEY, startNodeloomServer } from './support/server-process.js';

const NODES = 10;
const RATE = 200;
const SECONDS = 20;
const WARMUP_SECONDS = 5;
const CONNECTIONS = 10;
const P99_AIM_MS = 25;

/** Signs the bench's test account in and creates a project of NODES nodes; returns the read's URL and cookie. */
async function smallProject(origin: string): Promise<{ url: string; cookie: string }> {
  const api = `${origin}/api/nest`;
  const { cookie } = await signIn(origin, BENCH_DEBUG_KEY, 'bench');
  const headers = { cookie, 'content-type': 'application/json', 'x-request-id': 'bench' };
  const created = await ok(
    await fetch(`${api}/projects`, { method: 'POST', headers, body: JSON.stringify({ name: 'small' }) }),
    'create project',
  );
  const { id } = (await created.json()) as { id: string };
  const unorderedUpdates = Array.from({ length: NODES }, (_, i) => ({
    type: 'saveNode',
    node: graphNode({ id: `n${i}`, definitionName: 'plus', params: { value: i } }),
  }));
  await ok(
    await fetch(`${api}/projects/${id}/graph`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ unorderedUpdates }),
    }),
    'fill project',
  );
  const url = `${api}/projects/${id}`;
  const project = (await (await ok(await fetch(url, { headers: { cookie } }), 'read project')).json()) as {
    graph: { nodes: { id: string }[] };
  };
  const ids = new Set(project.graph.nodes.map((node) => node.id));
  const missing = unorderedUpdates.filter(({ node }) => !ids.has(node.id));
  if (missing.length > 0)
    throw new Error(`the project read back lacks ${missing.length} of its ${NODES} nodes`);
  return { url, cookie };
}

async function readBench(label: string, databaseUrl?: string): Promise<void> {
  const server = await startNodeloomServer(databaseUrl);
  try {
    const { url, cookie } = await smallProject(server.origin);
    const read = {
      url,
      headers: { cookie },
      connections: CONNECTIONS,
      warmup: WARMUP_SECONDS,
      serverCpuSeconds: server.cpuSeconds,
    };
    const fixed = await load({ ...read, duration: SECONDS, overallRate: RATE });
    const cpu = (r: LoadFigures) => `server CPU ${r.cpuMicrosPerRequest?.toFixed(0) ?? '?'} µs/request`;
    console.log(
      `${label.padEnd(10)} GET /projects/{id} (${NODES} nodes, signed in) at ${RATE} req/s for ${SECONDS} s: ` +
        `p50 ${fixed.p50} ms, p99 ${fixed.p99} ms (aim ≤ ${P99_AIM_MS} ms), ${fixed.total} answers, ${cpu(fixed)}`,
    );
    const flat = await load({ ...read, warmup: 0, duration: 10 });
    console.log(
      `${label.padEnd(10)} same read, ${CONNECTIONS} connections, as fast as it answers: ` +
        `${flat.requestsPerSecond.toFixed(0)} req/s, p50 ${flat.p50} ms, p99 ${flat.p99} ms, ${cpu(flat)}`,
    );
    console.log(`${label.padEnd(10)} the server logged ${server.logLines()} lines`);
  } finally {
    await server.stop();
  }
}

export default async function serverReadBench(): Promise<void> {
  const loadAverage = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`${cpus().length} cores, load average ${loadAverage()}; ${WARMUP_SECONDS} s warm-up each`);
  await readBench('pglite');
  const ran = await withThrowawayPostgres((url) => readBench('postgres', url));
  if (!ran) console.log('postgres: skipped (set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432)');
  console.log(`load average now ${loadAverage()}`);
}
