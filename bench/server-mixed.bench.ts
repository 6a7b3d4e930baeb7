// A mixed workload: small reads (GET /api/nest/health, the readiness check with its database ping,
// at a steady 50 req/s) while 4 clients open a 10,000-node project as fast as it answers (br, as a
// browser asks). One user opening a big project must not stall everyone: the figure is /health's
// p99 under that load, next to /health alone and bare Fastify from the same run. The server runs in
// its own process on a file-backed PGlite in a temporary DATA_DIR (and a throwaway PostgreSQL
// database when one answers); every answer's status is checked, the project read once decoded and
// counted; figures are medians of the rounds. `npm run bench -- mixed`. Never asserts timings.
import { cpus, loadavg } from 'node:os';
import { benchClient, checkProjectRead, createBigProject } from './support/big-project.js';
import { type LoadFigures, load } from './support/load.js';
import { withThrowawayPostgres } from './support/postgres.js';
import { type ServerProcess, startBareFastify, startNodeloomServer } from './support/server-process.js';

const GRAPH_NODES = 10_000;
const OPENERS = 4;
const HEALTH_RATE = 50;
const ROUNDS = 3;
const SECONDS = 8;
const WARMUP_SECONDS = 2;
/** The aim for /health under this load, in ms. */
const AIM_P99 = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const latency = (r: LoadFigures) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;

/** Medians of the rounds' p50, p99 and rate. */
function medians(rounds: LoadFigures[]): LoadFigures {
  const m = (pick: (r: LoadFigures) => number) => median(rounds.map(pick));
  return {
    p50: m((r) => r.p50),
    p99: m((r) => r.p99),
    requestsPerSecond: m((r) => r.requestsPerSecond),
    total: rounds.reduce((sum, r) => sum + r.total, 0),
  };
}

async function mixedBench(label: string, bare: ServerProcess, databaseUrl?: string): Promise<void> {
  const server = await startNodeloomServer(databaseUrl);
  try {
    const client = await benchClient(server.origin);
    const big = await createBigProject(client, GRAPH_NODES);
    await checkProjectRead(client, big, GRAPH_NODES, 'br');
    const health = (target: ServerProcess, path: string, warmup = 0) =>
      load({
        url: target.origin + path,
        connections: 1,
        overallRate: HEALTH_RATE,
        warmup,
        duration: SECONDS,
      });
    const opening = () =>
      load({
        url: `${client.api}/projects/${big}`,
        headers: { cookie: client.cookie, 'accept-encoding': 'br' },
        connections: OPENERS,
        warmup: 0,
        duration: SECONDS,
      });
    const rounds = {
      bare: [] as LoadFigures[],
      quiet: [] as LoadFigures[],
      busy: [] as LoadFigures[],
      open: [] as LoadFigures[],
    };
    for (let round = 0; round < ROUNDS; round++) {
      const warmup = round === 0 ? WARMUP_SECONDS : 0;
      rounds.bare.push(await health(bare, '/', warmup));
      rounds.quiet.push(await health(server, '/api/nest/health', warmup));
      const [busy, open] = await Promise.all([health(server, '/api/nest/health'), opening()]);
      rounds.busy.push(busy);
      rounds.open.push(open);
    }
    const [bareM, quiet, busy, open] = [rounds.bare, rounds.quiet, rounds.busy, rounds.open].map(medians);
    console.log(`${label.padEnd(8)} bare Fastify GET / at ${HEALTH_RATE} req/s:        ${latency(bareM!)}`);
    console.log(`${label.padEnd(8)} GET /health at ${HEALTH_RATE} req/s, alone:       ${latency(quiet!)}`);
    console.log(
      `${label.padEnd(8)} GET /health at ${HEALTH_RATE} req/s, ${OPENERS} opening: ${latency(busy!)} ` +
        `(aim p99 ≤ ${AIM_P99} ms)`,
    );
    console.log(
      `${label.padEnd(8)} meanwhile GET /projects/{id} (${GRAPH_NODES} nodes, br), ${OPENERS} connections: ` +
        `${latency(open!)}, ${open!.requestsPerSecond.toFixed(1)} req/s`,
    );
    console.log(
      `${label.padEnd(8)} medians of ${ROUNDS} rounds of ${SECONDS} s; ${busy!.total + open!.total} answers under load, all checked`,
    );
  } finally {
    await server.stop();
  }
}

export default async function serverMixedBench(): Promise<void> {
  console.log(`${cpus().length} cores, load average ${loadAverage()}`);
  const bare = await startBareFastify();
  try {
    await mixedBench('pglite', bare);
    const ran = await withThrowawayPostgres((url) => mixedBench('postgres', bare, url));
    if (!ran) console.log('postgres: skipped (set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432)');
  } finally {
    await bare.stop();
  }
  console.log(`load average now ${loadAverage()}`);
}
