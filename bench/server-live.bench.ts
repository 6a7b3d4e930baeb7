// Cost of the request path with nothing behind it: GET /api/nest/health/live (no IO, no session)
// and a signed-out GET of an unknown path under /api (a JSON 404, checked to be one) of the
// Nodeloom server next to the one route of a bare Fastify app, in the same run, each in its
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
/** The aims: shares of bare Fastify's rate for the liveness route and an unknown /api path. */
const AIM = 0.8;
const AIM_NOT_FOUND = 0.5;
const NOT_FOUND_PATH = '/api/nest/no-such-route';

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
    const run = (target: typeof server, url: string, warmup: number, expectStatus?: number) =>
      load({
        url,
        connections: CONNECTIONS,
        warmup,
        duration: ROUND_SECONDS,
        serverCpuSeconds: target.cpuSeconds,
        ...(expectStatus ? { expectStatus } : {}),
      });
    const notFound = await fetch(server.origin + NOT_FOUND_PATH);
    const notFoundBody = (await notFound.json()) as { code?: string };
    if (notFound.status !== 404 || notFoundBody.code !== 'NotFound')
      throw new Error(`GET ${NOT_FOUND_PATH} answered ${notFound.status} ${JSON.stringify(notFoundBody)}`);
    const ratios: number[] = [];
    const notFoundRatios: number[] = [];
    const cpu = { bare: [] as number[], live: [] as number[], notFound: [] as number[] };
    for (let round = 1; round <= ROUNDS; round++) {
      const warmup = round === 1 ? WARMUP_SECONDS : 0;
      const reference = await run(bare, `${bare.origin}/`, warmup);
      const live = await run(server, `${server.origin}/api/nest/health/live`, warmup);
      const missing = await run(server, server.origin + NOT_FOUND_PATH, warmup, 404);
      ratios.push(live.requestsPerSecond / reference.requestsPerSecond);
      notFoundRatios.push(missing.requestsPerSecond / reference.requestsPerSecond);
      if (reference.cpuMicrosPerRequest && live.cpuMicrosPerRequest && missing.cpuMicrosPerRequest) {
        cpu.bare.push(reference.cpuMicrosPerRequest);
        cpu.live.push(live.cpuMicrosPerRequest);
        cpu.notFound.push(missing.cpuMicrosPerRequest);
      }
      console.log(`round ${round}: bare Fastify GET /            ${figures(reference)}`);
      console.log(
        `round ${round}: GET /api/nest/health/live     ${figures(live)} (${(100 * ratios.at(-1)!).toFixed(0)} %)`,
      );
      console.log(
        `round ${round}: GET ${NOT_FOUND_PATH} (404) ${figures(missing)} (${(100 * notFoundRatios.at(-1)!).toFixed(0)} %)`,
      );
    }
    const ready = await run(server, `${server.origin}/api/nest/health`, 1);
    console.log(`GET /api/nest/health (database ping)   ${figures(ready)}`);
    console.log(
      `liveness / bare Fastify, median of ${ROUNDS} rounds: ${(100 * median(ratios)).toFixed(0)} % of the rate ` +
        `(aim ≥ ${100 * AIM} %)`,
    );
    console.log(
      `signed-out 404 under /api / bare Fastify, median of ${ROUNDS} rounds: ` +
        `${(100 * median(notFoundRatios)).toFixed(0)} % of the rate (aim ≥ ${100 * AIM_NOT_FOUND} %)`,
    );
    if (cpu.bare.length > 0) {
      // The least CPU a request took over the rounds: what the code costs, with the least interference.
      const bareCpu = Math.min(...cpu.bare);
      const liveCpu = Math.min(...cpu.live);
      const notFoundCpu = Math.min(...cpu.notFound);
      console.log(
        `server CPU per request, lowest of the rounds: bare ${bareCpu.toFixed(0)} µs, liveness ${liveCpu.toFixed(0)} µs, ` +
          `404 ${notFoundCpu.toFixed(0)} µs → per core, liveness at ${((100 * bareCpu) / liveCpu).toFixed(0)} % ` +
          `and 404 at ${((100 * bareCpu) / notFoundCpu).toFixed(0)} % of bare Fastify's rate`,
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
