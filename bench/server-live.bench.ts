// Cost of the request path with nothing behind it: GET /api/nest/health/live (no IO, no session)
// of the Nodeloom server next to the one route of a bare Fastify app, in the same run, each in its
// own process, after a warm-up, every answer checked 2xx. The two take turns in short rounds so
// that a change in the machine's load hits both; the ratio is the median of the rounds. Server CPU
// time per request (from /proc) is printed too, and its lowest value per server: on a busy machine
// it moves much less than req/s.
// `npm run bench -- live`.
import { cpus, loadavg } from 'node:os';
import { type LoadFigures, load } from './support/load.js';
import { startBareFastify, startNodeloomServer } from './support/server-process.js';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
/** The aim: the liveness route answers at least this share of bare Fastify's rate. */
const AIM = 0.8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const figures = (r: LoadFigures) =>
  `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
  `server CPU ${r.cpuMicrosPerRequest?.toFixed(0) ?? '?'} µs/request`;

export default async function serverLiveBench(): Promise<void> {
  console.log(`${cpus().length} cores, load average ${loadAverage()}`);
  const bare = await startBareFastify();
  const server = await startNodeloomServer();
  try {
    const run = (target: typeof server, url: string, warmup: number) =>
      load({
        url,
        connections: CONNECTIONS,
        warmup,
        duration: ROUND_SECONDS,
        serverCpuSeconds: target.cpuSeconds,
      });
    const ratios: number[] = [];
    const cpu = { bare: [] as number[], live: [] as number[] };
    for (let round = 1; round <= ROUNDS; round++) {
      const warmup = round === 1 ? WARMUP_SECONDS : 0;
      const reference = await run(bare, `${bare.origin}/`, warmup);
      const live = await run(server, `${server.origin}/api/nest/health/live`, warmup);
      ratios.push(live.requestsPerSecond / reference.requestsPerSecond);
      if (reference.cpuMicrosPerRequest && live.cpuMicrosPerRequest) {
        cpu.bare.push(reference.cpuMicrosPerRequest);
        cpu.live.push(live.cpuMicrosPerRequest);
      }
      console.log(`round ${round}: bare Fastify GET /            ${figures(reference)}`);
      console.log(
        `round ${round}: GET /api/nest/health/live     ${figures(live)} (${(100 * ratios.at(-1)!).toFixed(0)} %)`,
      );
    }
    const ready = await run(server, `${server.origin}/api/nest/health`, 1);
    console.log(`GET /api/nest/health (database ping)   ${figures(ready)}`);
    console.log(
      `liveness / bare Fastify, median of ${ROUNDS} rounds: ${(100 * median(ratios)).toFixed(0)} % of the rate ` +
        `(aim ≥ ${100 * AIM} %)`,
    );
    if (cpu.bare.length > 0) {
      // The least CPU a request took over the rounds: what the code costs, with the least interference.
      const bareCpu = Math.min(...cpu.bare);
      const liveCpu = Math.min(...cpu.live);
      console.log(
        `server CPU per request, lowest of the rounds: bare ${bareCpu.toFixed(0)} µs, liveness ${liveCpu.toFixed(0)} µs ` +
          `→ liveness at ${((100 * bareCpu) / liveCpu).toFixed(0)} % of bare Fastify's rate per core`,
      );
    }
    console.log(
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, rounds of ${ROUND_SECONDS} s; ` +
        `the server logged ${server.logLines()} lines; load average now ${loadAverage()}`,
    );
  } finally {
    await server.stop();
    await bare.stop();
  }
}
