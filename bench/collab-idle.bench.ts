// 1,000 idle collaboration sockets on one server process (issue 14 "Measure"): 100 projects with
// 10 participants each, nobody editing. Prints the server's resident memory growth (RSS delta,
// per socket) and its CPU over 20 s (aim under half a core) — first silent sockets (only the
// server's own lease renewals, reaps and revocation sweeps), then with the 1 s event pull every
// joined web client sends (spec 1 §9). On PGlite and, when one answers, PostgreSQL.
// `npm run bench -- collab-idle`.
import { cpus, loadavg } from 'node:os';
import { EVENT_PULL_INTERVAL_MS } from '@nodeloom/api';
import { commit, connect, join, renameEvent, type TestSocket } from '@nodeloom/sync/testing/socket';
import { signIn } from './support/api-session.js';
import { withThrowawayPostgres } from './support/postgres.js';
import { BENCH_DEBUG_KEY, type ServerProcess, startNodeloomServer } from './support/server-process.js';

const SOCKETS = Number(process.env.COLLAB_IDLE_SOCKETS ?? 1000);
const PER_PROJECT = 10;
const WINDOW_SECONDS = 20;
/** Sockets opened at once while connecting (the handshake and join each read the database). */
const CONNECT_BATCH = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** CPU the server used over the window, in cores (CPU seconds per second). */
async function cpuOver(server: ServerProcess, seconds: number): Promise<number> {
  const before = server.cpuSeconds();
  const start = performance.now();
  await sleep(seconds * 1000);
  const after = server.cpuSeconds();
  if (before === undefined || after === undefined) throw new Error('no /proc: cannot read the server CPU');
  return (after - before) / ((performance.now() - start) / 1000);
}

async function run(label: string, databaseUrl?: string): Promise<void> {
  const server = await startNodeloomServer(databaseUrl);
  const sockets: { socket: TestSocket; projectId: string; sessionId: string }[] = [];
  try {
    const owner = await signIn(server.origin, BENCH_DEBUG_KEY, 'collab-idle');
    const projectIds: string[] = [];
    for (let i = 0; i < Math.ceil(SOCKETS / PER_PROJECT); i += 1) {
      projectIds.push(((await owner.post('/projects', { name: `idle ${i}` })) as { id: string }).id);
    }
    await sleep(2000);
    const idleCpu = await cpuOver(server, 5);
    const rssBefore = server.rssBytes()!;

    const connectStart = performance.now();
    for (let i = 0; i < SOCKETS; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - i) }, async (_, j) => {
        const projectId = projectIds[Math.floor((i + j) / PER_PROJECT)]!;
        const socket = await connect(server.origin, { cookie: owner.cookie, origin: server.origin });
        // a loaded machine may take a while to join a thousand sockets
        const { sessionId } = await join(socket, projectId, 60_000);
        sockets.push({ socket, projectId, sessionId });
      });
      await Promise.all(batch);
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await sleep(3000);
    const rssAfter = server.rssBytes()!;
    console.log(
      `${label}: ${sockets.length} sockets joined ${projectIds.length} projects in ${connectSeconds.toFixed(1)} s; ` +
        `server RSS ${mb(rssBefore)} → ${mb(rssAfter)} (+${mb(rssAfter - rssBefore)}, ` +
        `${((rssAfter - rssBefore) / sockets.length / 1024).toFixed(1)} kB per socket)`,
    );

    const silent = await cpuOver(server, WINDOW_SECONDS);
    console.log(
      `${label}: server CPU with no socket ${idleCpu.toFixed(3)} cores; with ${sockets.length} silent sockets ` +
        `${silent.toFixed(3)} cores over ${WINDOW_SECONDS} s (aim < 0.5: ${silent < 0.5 ? 'met' : 'NOT met'}); load average ${load()}`,
    );

    // issue 22: the idle client's own 1 s pull, already at the head: answered from the instance's
    // in-memory head, with no database read (aim ≤ 0.1 core for 1,000 sockets)
    const idlePulls = sockets.map(({ socket, projectId, sessionId }, i) =>
      setTimeout(
        () => {
          const pull = () =>
            socket.emit('requestNewProjectUserEvents', { projectId, sessionId, currentCounter: 0 });
          pull();
          idlePulls[i] = setInterval(pull, EVENT_PULL_INTERVAL_MS);
        },
        (i / sockets.length) * EVENT_PULL_INTERVAL_MS,
      ),
    );
    await sleep(EVENT_PULL_INTERVAL_MS);
    const idlePulling = await cpuOver(server, WINDOW_SECONDS);
    for (const timer of idlePulls) clearInterval(timer);
    console.log(
      `${label}: every socket pulling each ${EVENT_PULL_INTERVAL_MS / 1000} s at the head (nothing new): ` +
        `${idlePulling.toFixed(3)} cores over ${WINDOW_SECONDS} s (aim ≤ 0.1: ${idlePulling <= 0.1 ? 'met' : 'NOT met'}); ` +
        `load average ${load()}`,
    );

    // the web client's 1 s pull, spread over the second as real clients are. Each project's log
    // holds one event and every pull asks from counter 0, so each pull is answered: the count of
    // answers shows whether the server kept up (an idle client's own pulls would find nothing new).
    const heads = new Map(sockets.map((s) => [s.projectId, s]));
    for (const { socket, projectId, sessionId } of heads.values()) {
      const ack = await commit(socket, projectId, sessionId, [renameEvent('idle')]);
      if (!ack.ok) throw new Error(`commit refused: ${ack.message}`);
    }
    let answered = 0;
    for (const { socket } of sockets) {
      socket.on('addProjectUserEvents', () => {
        answered += 1;
      });
    }
    await sleep(1000);
    const pulls = sockets.map(({ socket, projectId, sessionId }, i) => {
      const pull = () =>
        socket.emit('requestNewProjectUserEvents', { projectId, sessionId, currentCounter: 0 });
      return setTimeout(
        () => {
          pull();
          pulls[i] = setInterval(pull, EVENT_PULL_INTERVAL_MS);
        },
        (i / sockets.length) * EVENT_PULL_INTERVAL_MS,
      );
    });
    await sleep(EVENT_PULL_INTERVAL_MS);
    const answeredBefore = answered;
    const pulling = await cpuOver(server, WINDOW_SECONDS);
    const answerRate = (answered - answeredBefore) / WINDOW_SECONDS;
    for (const timer of pulls) clearInterval(timer);
    // A starved server (busy machine) answers fewer pulls than offered and uses only the CPU it is
    // given; the CPU per answered pull, times the offered rate, is what keeping up would cost.
    const perPullMs = answerRate > 0 ? ((pulling - silent) * 1000) / answerRate : Number.NaN;
    const keepingUp = silent + (perPullMs * sockets.length) / EVENT_PULL_INTERVAL_MS;
    const estimate = answerRate >= 0.95 * sockets.length ? pulling : keepingUp;
    console.log(
      `${label}: with every socket pulling each ${EVENT_PULL_INTERVAL_MS / 1000} s: ${sockets.length} pulls/s offered, ` +
        `${answerRate.toFixed(0)} answered/s, ${pulling.toFixed(3)} cores measured, ${perPullMs.toFixed(2)} ms CPU per pull → ` +
        `${estimate.toFixed(3)} cores to answer them all (aim < 0.5: ${estimate < 0.5 ? 'met' : 'NOT met'}); ` +
        `RSS ${mb(server.rssBytes()!)}; load average ${load()}`,
    );
  } finally {
    for (const { socket } of sockets) socket.close();
    await server.stop();
  }
}

export default async function collabIdleBench(): Promise<void> {
  console.log(`${cpus().length} cores, load average ${load()}`);
  await run('PGlite');
  const ran = await withThrowawayPostgres((url) => run('PostgreSQL', url));
  if (!ran) console.log('PostgreSQL: skipped (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
}
