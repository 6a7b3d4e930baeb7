// Cost of the request path with nothing behind it: GET /api/nest/health/live (no IO, no session)
// and a signed-out GET of an unknown path under /api (a JSON 404, checked to be one) of the
// Nodeloom server next to the one route of a bare Fastify app, in the same run, each in its
// own process, after a warm-up, every answer checked 2xx. The two take turns in short rounds so
// that a change in the machine's load hits both; the ratio is the median of the rounds. Server CPU
// time per request (from /proc) is printed too, and its lowest value per server: on a busy machine
// it moves much less than req/s. A third peer, bare Fastify sending our very answers (status,
// headers and body recorded from the server), tells what the answer itself costs (the security
// headers, the 404's JSON) from what our request path adds.
// `npm run bench -- live`.
import { cpus, loadavg } from 'node:os';
import { type LoadFigures, load } from './support/load.js';
import { type RecordedAnswer, startBareFastify, startNodeloomServer } from './support/server-process.js';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
/** The aims: shares of bare Fastify's rate for the liveness route and an unknown /api path. */
const AIM = 0.8;
const AIM_NOT_FOUND = 0.5;
const NOT_FOUND_PATH = '/api/nest/no-such-route';
const LIVE_PATH = '/api/nest/health/live';
/** Headers Node.js writes by itself for any answer; everything else is recorded as our server sent it. */
const TRANSPORT_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** What the server answers at `path`: status, headers of its own and body, for bare Fastify to resend. */
async function recordAnswer(origin: string, path: string, as: string): Promise<RecordedAnswer> {
  const response = await fetch(origin + path);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  return { path: as, status: response.status, headers, body: await response.text() };
}

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
  const server = await startNodeloomServer();
  const answers = [
    await recordAnswer(server.origin, LIVE_PATH, '/same-answer/live'),
    await recordAnswer(server.origin, NOT_FOUND_PATH, '/same-answer/not-found'),
  ];
  const bare = await startBareFastify(answers);
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
    const sameAnswerRatios = { live: [] as number[], notFound: [] as number[] };
    const cpu = {
      bare: [] as number[],
      live: [] as number[],
      notFound: [] as number[],
      sameLive: [] as number[],
      sameNotFound: [] as number[],
    };
    for (let round = 1; round <= ROUNDS; round++) {
      const warmup = round === 1 ? WARMUP_SECONDS : 0;
      const reference = await run(bare, `${bare.origin}/`, warmup);
      const sameLive = await run(bare, `${bare.origin}/same-answer/live`, warmup);
      const sameNotFound = await run(bare, `${bare.origin}/same-answer/not-found`, warmup, 404);
      const live = await run(server, server.origin + LIVE_PATH, warmup);
      const missing = await run(server, server.origin + NOT_FOUND_PATH, warmup, 404);
      ratios.push(live.requestsPerSecond / reference.requestsPerSecond);
      notFoundRatios.push(missing.requestsPerSecond / reference.requestsPerSecond);
      sameAnswerRatios.live.push(live.requestsPerSecond / sameLive.requestsPerSecond);
      sameAnswerRatios.notFound.push(missing.requestsPerSecond / sameNotFound.requestsPerSecond);
      const measured = [reference, live, missing, sameLive, sameNotFound].every((r) => r.cpuMicrosPerRequest);
      if (measured) {
        cpu.bare.push(reference.cpuMicrosPerRequest!);
        cpu.live.push(live.cpuMicrosPerRequest!);
        cpu.notFound.push(missing.cpuMicrosPerRequest!);
        cpu.sameLive.push(sameLive.cpuMicrosPerRequest!);
        cpu.sameNotFound.push(sameNotFound.cpuMicrosPerRequest!);
      }
      console.log(`round ${round}: bare Fastify GET /            ${figures(reference)}`);
      console.log(`round ${round}: bare Fastify, our live answer ${figures(sameLive)}`);
      console.log(`round ${round}: bare Fastify, our 404 answer  ${figures(sameNotFound)}`);
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
    console.log(
      `against bare Fastify sending the same answers (status, headers, body), median of ${ROUNDS} rounds: ` +
        `liveness ${(100 * median(sameAnswerRatios.live)).toFixed(0)} %, ` +
        `404 ${(100 * median(sameAnswerRatios.notFound)).toFixed(0)} % of the rate`,
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
      const sameLiveCpu = Math.min(...cpu.sameLive);
      const sameNotFoundCpu = Math.min(...cpu.sameNotFound);
      console.log(
        `  bare Fastify sending our answers: liveness ${sameLiveCpu.toFixed(0)} µs, 404 ${sameNotFoundCpu.toFixed(0)} µs ` +
          `→ what our request path adds: liveness ${(liveCpu - sameLiveCpu).toFixed(0)} µs, 404 ${(notFoundCpu - sameNotFoundCpu).toFixed(0)} µs`,
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
