// Server graph I/O over loopback: POST /projects/{id}/graph with 1,000 saveNode items, and GET
// /projects/{id} of a 10,000-node project as a browser asks for it (br), its 304 revalidation
// (If-None-Match) and uncompressed, with 1 and 4 connections. The server runs in its own process
// (file-backed PGlite in a temporary DATA_DIR with normal logging to a file, and a throwaway
// PostgreSQL database when one answers); warm-up first; every answer's status checked and one read
// decoded and counted. Each figure is the median of its rounds.
// `npm run bench -- graph` (or `-- server`). Prints figures; never asserts timings.
import { cpus, loadavg } from 'node:os';
import { benchClient, checkProjectRead, createBigProject, saveNodes } from './support/big-project.js';
import { type LoadFigures, type LoadOptions, load } from './support/load.js';
import { withThrowawayPostgres } from './support/postgres.js';
import { startNodeloomServer } from './support/server-process.js';

const GRAPH_NODES = 10_000;
const SAVE_ITEMS = 1_000;
/** Sequential latency (1 connection), then under some concurrency (4). */
const CONNECTIONS = [1, 4];
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
const SECONDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function graphBench(label: string, databaseUrl?: string): Promise<void> {
  const server = await startNodeloomServer(databaseUrl);
  try {
    const client = await benchClient(server.origin);
    const big = await createBigProject(client, GRAPH_NODES);
    const saveTarget = await client.createProject('saves');
    const saveBody = JSON.stringify({ unorderedUpdates: saveNodes(SAVE_ITEMS, 's') });
    const br = await checkProjectRead(client, big, GRAPH_NODES, 'br');
    const plain = await checkProjectRead(client, big, GRAPH_NODES, 'identity');
    console.log(
      `${label}: the ${GRAPH_NODES}-node project is ${(plain.wireBytes / 1e6).toFixed(2)} MB, ` +
        `${(br.wireBytes / 1e6).toFixed(2)} MB as br (answers decoded and counted)`,
    );
    const read = { url: `${client.api}/projects/${big}` };
    const cases: Record<string, Omit<LoadOptions, 'connections' | 'warmup' | 'duration'>> = {
      [`POST /projects/{id}/graph (${SAVE_ITEMS} saveNode, ${(saveBody.length / 1024).toFixed(0)} KiB)`]: {
        url: `${client.api}/projects/${saveTarget}/graph`,
        method: 'POST',
        headers: client.writeHeaders,
        body: saveBody,
      },
      [`GET /projects/{id} (${GRAPH_NODES} nodes, br)`]: {
        ...read,
        headers: { cookie: client.cookie, 'accept-encoding': 'br' },
      },
      [`GET /projects/{id} (${GRAPH_NODES} nodes, unchanged: 304)`]: {
        ...read,
        headers: { cookie: client.cookie, 'accept-encoding': 'br', 'if-none-match': br.etag },
        expectStatus: 304,
      },
      [`GET /projects/{id} (${GRAPH_NODES} nodes, uncompressed)`]: {
        ...read,
        headers: { cookie: client.cookie },
      },
    };
    for (const connections of CONNECTIONS) {
      for (const [name, request] of Object.entries(cases)) {
        const rounds: LoadFigures[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          rounds.push(
            await load({
              ...request,
              connections,
              warmup: round === 0 ? WARMUP_SECONDS : 0,
              duration: SECONDS,
              serverCpuSeconds: server.cpuSeconds,
            }),
          );
        }
        const m = (pick: (r: LoadFigures) => number) => median(rounds.map(pick));
        console.log(
          `${label.padEnd(8)} ${name}, ${connections} connection(s): p50 ${m((r) => r.p50)} ms, ` +
            `p99 ${m((r) => r.p99)} ms, ${m((r) => r.requestsPerSecond).toFixed(1)} req/s, ` +
            `server CPU ${m((r) => r.cpuMicrosPerRequest ?? Number.NaN).toFixed(0)} µs/request ` +
            `(medians of ${ROUNDS} rounds, ${rounds.reduce((sum, r) => sum + r.total, 0)} answers checked)`,
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
    `${cpus().length} cores, load average ${loadAverage()}; ${WARMUP_SECONDS} s warm-up, ` +
      `${ROUNDS} rounds of ${SECONDS} s per figure`,
  );
  await graphBench('pglite');
  const ran = await withThrowawayPostgres((url) => graphBench('postgres', url));
  if (!ran) console.log('postgres: skipped (set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432)');
  console.log(`load average now ${loadAverage()}`);
}
