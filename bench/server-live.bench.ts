// Cost of the request path with nothing behind it: GET /api/nest/health/live (no IO, no session)
// of the Nodeloom server next to the one route of a bare Fastify app, in the same run, each in its
// own process, after a warm-up, every answer checked 2xx. `npm run bench -- live`.
import { cpus, loadavg } from 'node:os';
import { load } from './support/load.js';
import { startBareFastify, startNodeloomServer } from './support/server-process.js';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const SECONDS = 10;
/** The aim: the liveness route answers at least this share of bare Fastify's rate. */
const AIM = 0.8;

export default async function serverLiveBench(): Promise<void> {
  console.log(
    `${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const bare = await startBareFastify();
  const server = await startNodeloomServer();
  try {
    const run = (url: string) =>
      load({ url, connections: CONNECTIONS, warmup: WARMUP_SECONDS, duration: SECONDS });
    const rows: [string, Awaited<ReturnType<typeof run>>][] = [];
    rows.push(['bare Fastify GET /', await run(`${bare.origin}/`)]);
    rows.push(['GET /api/nest/health/live', await run(`${server.origin}/api/nest/health/live`)]);
    rows.push(['GET /api/nest/health (database ping)', await run(`${server.origin}/api/nest/health`)]);
    const bareRate = rows[0]![1].requestsPerSecond;
    for (const [label, r] of rows) {
      console.log(
        `${label.padEnd(38)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s ` +
          `(${((100 * r.requestsPerSecond) / bareRate).toFixed(0)} % of bare), p50 ${r.p50} ms, p99 ${r.p99} ms`,
      );
    }
    const share = rows[1]![1].requestsPerSecond / bareRate;
    console.log(`liveness / bare Fastify: ${(100 * share).toFixed(0)} % (aim ≥ ${100 * AIM} %)`);
    console.log(
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured; the server logged ${server.logLines()} lines`,
    );
  } finally {
    await server.stop();
    await bare.stop();
  }
}
