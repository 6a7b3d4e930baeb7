import { randomUUID } from 'node:crypto';
import { COLLAB_SOCKET_PATH, PRESENCE_EVENT_NAMES, PRESENCE_SERVER_CAP_MS } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { onSessionsRevoked } from '../auth/revocations.js';
import { classifySiteHost } from '../http/hosts.js';
import { onAccessTokenRevoked } from '../modules/sharing/index.js';
import { connectRedis } from '../redis.js';
import { HEAD_TRUST_MS, HeadCounters } from './head-counters.js';
import { relayPresence } from './presence-handlers.js';
import { PresenceThrottle } from './presence-throttle.js';
import {
  type CollabContext,
  commitEvents,
  joinProject,
  leaveJoined,
  leaveProject,
  pullEvents,
  pullIsUpToDate,
} from './project-handlers.js';
import { relayPublishingStatus } from './publishing-status-relay.js';
import { sweepRevokedCredentials } from './revocation-sweep.js';
import { type CollabServer, type CollabSocket, rooms } from './rooms.js';
import { announceDeparture } from './session-announcer.js';
import { SessionStore } from './session-store.js';
import { HandshakeRefused, identifySocket } from './socket-identity.js';

/** What instances tell each other through the Redis adapter when a project's head moves. */
const PROJECT_HEAD_NOTICE = 'projectHead';
/** How often an instance renews its participants' leases (4 renewals per lease). */
export const LEASE_TICK_MS = 3_000;
/** How often an instance removes lapsed leases: a dead host is replaced soon after its lease lapses. */
export const REAP_TICK_MS = 1_000;
/** How often an instance re-checks its sockets' sessions and tokens (revocation within 5 s). */
export const REVOCATION_SWEEP_MS = 2_000;

export interface CollabHandle {
  io: CollabServer;
  /** Renews this instance's leases and reaps lapsed ones now (tests; normally every LEASE_TICK_MS). */
  tick(now?: Date): Promise<void>;
  close(): Promise<void>;
}

/** Work the server started and has not finished: close() waits for it before closing Redis. */
class InFlight {
  readonly #pending = new Set<Promise<unknown>>();
  track(work: Promise<unknown>): void {
    this.#pending.add(work);
    const done = () => this.#pending.delete(work);
    work.then(done, done);
  }
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}

/** A timer's work that skips its turn while the previous run is still going (a slow database). */
function oneAtATime(work: () => Promise<void>): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } finally {
      running = false;
    }
  };
}

/** Whether a Host names a published site (http/hosts.ts) rather than the app. */
async function isSiteRequest(app: FastifyInstance, host: string | undefined): Promise<boolean> {
  if (!app.hasDecorator('sites')) return false;
  const site = classifySiteHost(host, app.sites.rules);
  if (!site) return false;
  // a foreign host that is no connected domain is the app under another name (a load balancer's)
  return site.kind !== 'customDomain' || Boolean(await app.sites.directory.resolve(site));
}

/**
 * The collaboration socket on the app's HTTP server (path /collab). With REDIS_URL its rooms span
 * instances through the Redis adapter; without it this instance works alone.
 */
export async function startCollabServer(app: FastifyInstance): Promise<CollabHandle> {
  const { config, db } = app;
  const inFlight = new InFlight();
  const io: CollabServer = new Server(app.server, {
    path: COLLAB_SOCKET_PATH,
    cors: { origin: config.allowedOrigins, credentials: true },
    serveClient: false,
    // published sites share this HTTP server: their hosts never reach the app's socket
    allowRequest: (request, callback) => {
      isSiteRequest(app, request.headers.host).then(
        (site) => callback(site ? 'Not the app' : null, !site),
        () => callback('Host check failed', false),
      );
    },
  });
  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    // The adapter and ioredis load only with REDIS_URL (redis.ts).
    const [pub, { createAdapter }] = await Promise.all([
      connectRedis(config.redisUrl),
      import('@socket.io/redis-adapter'),
    ]);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${config.redisPrefix}socket.io` }));
  }
  // the embedded database belongs to this process alone: every commit goes through here, so a head
  // heard of stays true; with PostgreSQL other instances may commit (their notices come by Redis)
  const heads = new HeadCounters(config.databaseUrl ? HEAD_TRUST_MS : Number.POSITIVE_INFINITY);
  const ctx: CollabContext = {
    app,
    io,
    log: app.projectLog,
    heads,
    sessions: new SessionStore(db, randomUUID()),
  };
  // Whatever wrote them (a socket, a REST save, a restore), appended events go to the room, the
  // committer too (its ack has confirmed them; the echo is ignored), and every instance hears the head.
  const stopBroadcasts = app.projectLog.onAppended((projectId, appended) => {
    const head = appended.at(-1)!.counter;
    heads.heard(projectId, head);
    io.to(rooms.project(projectId)).emit('addProjectUserEvents', { projectId, events: [...appended] });
    if (config.redisUrl) io.serverSideEmit(PROJECT_HEAD_NOTICE, projectId, head);
  });
  if (config.redisUrl)
    io.on(PROJECT_HEAD_NOTICE, (projectId: unknown, head: unknown) => {
      if (typeof projectId === 'string' && typeof head === 'number') heads.heard(projectId, head);
    });

  io.use((socket, next) => {
    identifySocket(app, socket.handshake.headers, socket.handshake.auth)
      .then((identity) => {
        socket.data.identity = identity;
        socket.data.throttle = new PresenceThrottle(PRESENCE_SERVER_CAP_MS);
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof HandshakeRefused) return next(error);
        app.log.error({ err: error }, 'collaboration handshake failed');
        next(new Error('Something went wrong'));
      });
  });

  io.on('connection', (socket: CollabSocket) => {
    const { identity } = socket.data;
    if (identity.user)
      void socket.join([rooms.session(identity.user.sessionId), rooms.user(identity.user.id)]);
    if (identity.token) void socket.join(rooms.token(identity.token.hash));
    // One handler at a time per socket, so a client's commits keep their order.
    let queue = Promise.resolve();
    const serial = (work: () => Promise<void>) => {
      queue = queue.then(work).catch((error: unknown) => {
        app.log.error({ err: error }, 'collaboration handler failed');
        socket.emit('message', { message: 'Something went wrong' });
      });
      inFlight.track(queue);
    };
    socket.on('joinProject', (payload) => serial(() => joinProject(ctx, socket, payload)));
    socket.on('leaveProject', (payload) => serial(() => leaveProject(ctx, socket, payload)));
    socket.on('commitProjectUserEvents', (payload, ack) =>
      serial(() => commitEvents(ctx, socket, payload, typeof ack === 'function' ? ack : undefined)),
    );
    socket.on('requestNewProjectUserEvents', (payload) => {
      if (!pullIsUpToDate(ctx, socket, payload)) serial(() => pullEvents(ctx, socket, payload));
    });
    for (const event of PRESENCE_EVENT_NAMES) {
      (socket.on as (e: string, listener: (payload: unknown) => void) => void)(event, (payload) =>
        relayPresence(socket, event, payload),
      );
    }
    socket.on('disconnect', () => serial(() => leaveJoined(ctx, socket)));
  });

  // Logout and revocation: the adapter reaches these rooms on every instance.
  const unsubscribe = [
    stopBroadcasts,
    relayPublishingStatus(io),
    onSessionsRevoked((revoked) => {
      const room = 'sessionId' in revoked ? rooms.session(revoked.sessionId) : rooms.user(revoked.userId);
      io.in(room).disconnectSockets(true);
    }),
    onAccessTokenRevoked((hash) => io.in(rooms.token(hash)).disconnectSockets(true)),
  ];

  const renew = async (now = new Date()) => {
    const local = [...io.of('/').sockets.values()].filter((s) => s.data.joined);
    const kept = await ctx.sessions.renew(
      local.map((s) => s.id),
      now,
    );
    // A participant reaped while this instance stalled: its client reconnects, joins and pulls again.
    for (const socket of local) {
      if (!kept.has(socket.id)) socket.disconnect(true);
    }
  };
  const reap = async (now = new Date()) => {
    for (const { clientIds, change } of await ctx.sessions.reapExpired(now)) {
      announceDeparture(io, clientIds, change);
    }
  };
  const tick = async (now = new Date()) => {
    await renew(now);
    await reap(now);
  };
  const guarded = (work: () => Promise<void>, what: string) => () => {
    inFlight.track(
      work().catch((error: unknown) => app.log.warn({ err: error }, `collaboration ${what} failed`)),
    );
  };
  const timers = [
    setInterval(guarded(oneAtATime(renew), 'lease renewal'), LEASE_TICK_MS),
    setInterval(guarded(oneAtATime(reap), 'lease reap'), REAP_TICK_MS),
    setInterval(
      guarded(() => sweepRevokedCredentials(app, io), 'revocation sweep'),
      REVOCATION_SWEEP_MS,
    ),
  ];
  for (const timer of timers) timer.unref();

  return {
    io,
    tick,
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const stop of unsubscribe) stop();
      const local = [...io.of('/').sockets.values()];
      for (const socket of local) await leaveJoined(ctx, socket).catch(() => {});
      io.local.disconnectSockets(true);
      io.engine.close();
      // handlers still running (a disconnect's departure, a lease tick) broadcast through Redis:
      // let them finish before its connections close, or their publishes fail unhandled
      await inFlight.drain();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => {})));
    },
  };
}
