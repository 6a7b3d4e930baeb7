// Collaboration on one busy project: 30 simulated editors on the /collab socket of a real server
// process (bench/support/server-process.ts), on PGlite and, when one answers, PostgreSQL.
// 1. Commit-to-delivery latency: each editor commits one event every 100 ms (10 events/s) and
//    moves its pointer every 100 ms (10 Hz presence, relayed to the 29 others) for 10 s; every
//    delivery of addProjectUserEvents to each of the 30 editors is timed from the commit's emit
//    (one clock: the editors live in this process). p50/p99/max, the ack time, and the pointer's
//    emit-to-relay time.
// 2. Throughput: the 30 editors commit one event each as fast as acknowledgements come back for
//    5 s; commits/s is acknowledged commits per second.
// Every run checks the log it produced: counters 1..n, no gap, no duplicate.
// `npm run bench -- collab`.
import { cpus, loadavg } from 'node:os';
import {
  COLLAB_SOCKET_PATH,
  type OrderedUserEventDto,
  PRESENCE_SERVER_CAP_MS,
  PROTOCOL_VERSION,
} from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import { io, type Socket } from 'socket.io-client';

import { DRILL_REDIS_URL, ServerFleet } from './collab/fleet.js';
import { withThrowawayPostgres } from './support/postgres.js';
import { BENCH_DEBUG_KEY, startNodeloomServer } from './support/server-process.js';

const EDITORS = 30;
const EVENTS_PER_SECOND = Number(process.env.COLLAB_BENCH_RATE ?? 10);
/** Pointer moves per second per editor (issue 14: 10 Hz presence beside the commits). */
const PRESENCE_HZ = Number(process.env.COLLAB_BENCH_PRESENCE_HZ ?? 10);
const LATENCY_SECONDS = Number(process.env.COLLAB_BENCH_SECONDS ?? 10);
const THROUGHPUT_SECONDS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function signInAndCreateProject(api: string): Promise<{ cookie: string; projectId: string }> {
  const login = await fetch(`${api}/auth/login/test-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'bench', 'x-debug-key': BENCH_DEBUG_KEY },
    body: JSON.stringify({ username: 'collab-bench', password: 'bench-password' }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const created = await fetch(`${api}/projects`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-request-id': 'bench' },
    body: JSON.stringify({ name: 'collab bench' }),
  });
  if (!created.ok) throw new Error(`create project: ${created.status} ${await created.text()}`);
  return { cookie, projectId: ((await created.json()) as { id: string }).id };
}

interface Editor {
  socket: Socket;
  sessionId: string;
}

async function connectEditor(origin: string, cookie: string, projectId: string): Promise<Editor> {
  const socket = io(origin, {
    path: COLLAB_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const init = new Promise<{ sessionId: string }>((resolve) => socket.once('initSession', resolve));
  socket.emit('joinProject', { projectId, protocolVersion: PROTOCOL_VERSION });
  return { socket, sessionId: (await init).sessionId };
}

let sequence = 0;
const newEvent = (): GraphEvent => {
  sequence += 1;
  return {
    eventId: `bench-${sequence}`,
    timestamp: Date.now(),
    eventType: 'nodeRenamed',
    nodeId: 'n',
    name: `n${sequence}`,
  };
};

async function commit(editor: Editor, projectId: string, event: GraphEvent): Promise<void> {
  const ack = await editor.socket
    .timeout(10_000)
    .emitWithAck('commitProjectUserEvents', { projectId, sessionId: editor.sessionId, events: [event] });
  if (!ack.ok) throw new Error(`commit refused: ${ack.message}`);
}

/** Where the editors connect: one server process, or a fleet of instances sharing PostgreSQL and Redis. */
interface Servers {
  origins: string[];
  stop(): Promise<void>;
}

async function oneServer(databaseUrl?: string): Promise<Servers> {
  const server = await startNodeloomServer(databaseUrl);
  return { origins: [server.origin], stop: () => server.stop() };
}

async function run(label: string, start: () => Promise<Servers>): Promise<void> {
  const servers = await start();
  const editors: Editor[] = [];
  try {
    const { cookie, projectId } = await signInAndCreateProject(`${servers.origins[0]}/api/nest`);
    // round robin over the instances: deliveries to an editor of another instance cross Redis
    for (let i = 0; i < EDITORS; i += 1)
      editors.push(await connectEditor(servers.origins[i % servers.origins.length]!, cookie, projectId));

    const sentAt = new Map<string, number>();
    const deliveries: number[] = [];
    const acks: number[] = [];
    const counters = new Set<number>();
    let duplicates = 0;
    let unacknowledged = 0;
    const pointerDeliveries: number[] = [];
    let pointersSent = 0;
    for (const [index, editor] of editors.entries()) {
      // the pointer's x carries its emit time (performance.now(): one clock in this process)
      editor.socket.on(
        'movePointer',
        ({ pointerPosition }: { pointerPosition: { position: { x: number } } }) => {
          pointerDeliveries.push(performance.now() - pointerPosition.position.x);
        },
      );
      editor.socket.on('addProjectUserEvents', ({ events }: { events: OrderedUserEventDto[] }) => {
        const now = performance.now();
        for (const event of events) {
          const start = sentAt.get(event.rawEvent.eventId);
          if (start !== undefined) deliveries.push(now - start);
          if (index === 0) {
            if (counters.has(event.counter)) duplicates += 1;
            counters.add(event.counter);
          }
        }
      });
    }

    // 1. latency at 10 events/s per editor, with 10 Hz pointer moves
    const interval = 1000 / EVENTS_PER_SECOND;
    const latencyEnd = performance.now() + LATENCY_SECONDS * 1000;
    const presence = editors.map((editor, i) =>
      setInterval(() => {
        pointersSent += 1;
        editor.socket.emit('movePointer', {
          projectId,
          pointerPosition: { level: null, position: { x: performance.now(), y: i }, isActive: true },
        });
      }, 1000 / PRESENCE_HZ),
    );
    await Promise.all(
      editors.map(async (editor, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * interval) / EDITORS));
        const pending: Promise<void>[] = [];
        for (let next = performance.now(); next < latencyEnd; next += interval) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
          const event = newEvent();
          const start = performance.now();
          sentAt.set(event.eventId, start);
          pending.push(
            commit(editor, projectId, event).then(
              () => void acks.push(performance.now() - start),
              () => {
                unacknowledged += 1;
              },
            ),
          );
        }
        await Promise.all(pending);
      }),
    );
    for (const timer of presence) clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const committed = sentAt.size;
    const sortedDeliveries = [...deliveries].sort((a, b) => a - b);
    const sortedAcks = [...acks].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `${label}: ${EDITORS} editors × ${EVENTS_PER_SECOND} events/s for ${LATENCY_SECONDS} s → ${committed} commits, ` +
        `${deliveries.length} deliveries (expected ${committed * EDITORS}), ${unacknowledged} not acknowledged within 10 s`,
    );
    console.log(
      `${label}: commit → delivery p50 ${ms(percentile(sortedDeliveries, 0.5))}, p99 ${ms(percentile(sortedDeliveries, 0.99))}, ` +
        `max ${ms(sortedDeliveries.at(-1)!)}; commit → ack p50 ${ms(percentile(sortedAcks, 0.5))}, p99 ${ms(percentile(sortedAcks, 0.99))}`,
    );
    const p99 = percentile(sortedDeliveries, 0.99);
    console.log(`${label}: commit → delivery p99 aim ≤ 100 ms: ${p99 <= 100 ? 'met' : 'NOT met'}`);
    const sortedPointers = [...pointerDeliveries].sort((a, b) => a - b);
    console.log(
      `${label}: ${pointersSent} pointer moves (${PRESENCE_HZ} Hz × ${EDITORS}), ${pointerDeliveries.length} relays ` +
        `(at most ${pointersSent * (EDITORS - 1)}: the server relays only a socket's latest move per ${PRESENCE_SERVER_CAP_MS} ms); move → relay p50 ${ms(percentile(sortedPointers, 0.5))}, ` +
        `p99 ${ms(percentile(sortedPointers, 0.99))}`,
    );

    // 2. throughput: as fast as acks come back
    let done = 0;
    const throughputStart = performance.now();
    const throughputEnd = throughputStart + THROUGHPUT_SECONDS * 1000;
    await Promise.all(
      editors.map(async (editor) => {
        while (performance.now() < throughputEnd) {
          const acknowledged = await commit(editor, projectId, newEvent()).then(
            () => true,
            () => false,
          );
          if (acknowledged) done += 1;
          else unacknowledged += 1;
        }
      }),
    );
    const seconds = (performance.now() - throughputStart) / 1000;
    console.log(
      `${label}: ${EDITORS} editors committing back to back → ${(done / seconds).toFixed(0)} commits/s`,
    );

    // Let the backlog drain so the log check sees every delivery.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // Unacknowledged commits may still have landed: the log must be 1..n with no gap either way.
    const total = counters.size;
    const gapFree =
      [...counters].every((c) => c >= 1 && c <= total) && total >= committed + done - unacknowledged;
    if (!gapFree || duplicates > 0) {
      throw new Error(
        `log check failed: ${counters.size} counters seen of ${total}, ${duplicates} duplicates`,
      );
    }
    console.log(`${label}: log checked — counters 1..${total}, no gap, no duplicate`);
  } finally {
    for (const editor of editors) editor.socket.close();
    await servers.stop();
  }
}

export default async function collabBench(): Promise<void> {
  console.log(
    `${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await run('PGlite', () => oneServer());
  const ran = await withThrowawayPostgres(async (url) => {
    await run('PostgreSQL', () => oneServer(url));
    // issue 22: two instances on one PostgreSQL with the Redis adapter
    await run('PostgreSQL + Redis, 2 instances', () =>
      ServerFleet.start({ databaseUrl: url, instances: 2, redisUrl: DRILL_REDIS_URL }),
    );
  });
  if (!ran) console.log('PostgreSQL: skipped (no DATABASE_URL and nothing answers on 127.0.0.1:5432)');
}
