// The collaboration socket's test client (`@nodeloom/sync/testing/socket`), for the server's tests and
// the benches: a socket.io-client connection as a browser opens it, join, commit, and a log follower
// that pulls on gaps. Free of test-runner imports and of server code.
import type {
  ClientToServerEvents,
  CommitAck,
  OrderedUserEventDto,
  ServerPayload,
  ServerToClientEvents,
} from '@nodeloom/api';
import { COLLAB_SOCKET_PATH, MAX_EVENTS_PER_PULL, PROTOCOL_VERSION } from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What `listen` needs of a server (a Fastify instance): kept structural, so no server code is imported. */
export interface ListeningApp {
  listen(options: { port: number; host: string }): Promise<string>;
}

/** Listens on 127.0.0.1 (a random port) and returns the base URL. */
export async function listen(app: ListeningApp): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export interface ConnectOptions {
  cookie?: string;
  origin?: string;
  projectAccessToken?: string;
  /** a Host header other than the server's address (a published site's host, say) */
  host?: string;
  /** Reconnect automatically (off by default so a test sees a disconnect as final). */
  reconnection?: boolean;
}

/** A socket.io-client socket as a browser on PUBLIC_URL would open it; resolves once connected. */
export function connect(baseUrl: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    path: COLLAB_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 20,
    reconnectionDelayMax: 50,
    extraHeaders: {
      origin: options.origin ?? 'http://localhost:4000',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.host ? { host: options.host } : {}),
    },
    auth: options.projectAccessToken ? { projectAccessToken: options.projectAccessToken } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` the socket receives (rejects after `timeoutMs`). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 3000,
): Promise<ServerPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No ${String(event)} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const listener = (payload: ServerPayload<E>) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket.once as (e: string, l: (p: ServerPayload<E>) => void) => void)(event, listener);
  });
}

/** Joins a project and resolves with the initSession payload (rejects after `timeoutMs`). */
export async function join(
  socket: TestSocket,
  projectId: string,
  timeoutMs = 3000,
): Promise<ServerPayload<'initSession'>> {
  const init = nextEvent(socket, 'initSession', timeoutMs);
  socket.emit('joinProject', { projectId, protocolVersion: PROTOCOL_VERSION });
  return init;
}

export function commit(
  socket: TestSocket,
  projectId: string,
  sessionId: string,
  events: GraphEvent[],
): Promise<CommitAck> {
  return socket.timeout(5000).emitWithAck('commitProjectUserEvents', { projectId, sessionId, events });
}

let eventCounter = 0;
/** A valid engine event with a fresh eventId. */
export function renameEvent(label = 'n'): GraphEvent {
  eventCounter += 1;
  return {
    eventId: `ev-${eventCounter}-${crypto.randomUUID()}`,
    timestamp: Date.now(),
    eventType: 'nodeRenamed',
    nodeId: 'node-1',
    name: `${label}-${eventCounter}`,
  };
}

/**
 * What a client does with addProjectUserEvents: applies events strictly in counter order, ignores
 * ones it has, and pulls on a gap; plus the 1 s pull of spec 1 §9 (every `pullMs`).
 */
export class LogFollower {
  readonly applied: OrderedUserEventDto[] = [];
  private readonly early = new Map<number, OrderedUserEventDto>();
  private timer?: ReturnType<typeof setInterval>;

  constructor(
    private socket: TestSocket,
    private readonly projectId: string,
    private sessionId: string,
    pullMs = 1000,
    /** What the network does with a delivery (the fault fuzz duplicates, holds back or drops some). */
    private readonly deliver: (
      events: OrderedUserEventDto[],
      receive: (events: OrderedUserEventDto[]) => void,
    ) => void = (events, receive) => receive(events),
  ) {
    this.listen(socket);
    this.timer = setInterval(() => this.pull(), pullMs);
  }

  /**
   * Goes on over another socket that has joined the project (a client that lost its instance and
   * reconnected to another one): keeps what it applied and pulls what it missed at once.
   */
  follow(socket: TestSocket, sessionId: string): void {
    this.socket = socket;
    this.sessionId = sessionId;
    this.listen(socket);
    this.pull();
  }

  private listen(socket: TestSocket): void {
    socket.on('addProjectUserEvents', (payload) =>
      this.deliver(payload.events, (events) => this.receive(events)),
    );
    socket.on('connect', () => this.pull());
  }

  get lastCounter(): number {
    return this.applied.length;
  }

  receive(events: OrderedUserEventDto[]): void {
    for (const event of events) if (event.counter > this.lastCounter) this.early.set(event.counter, event);
    let next = this.early.get(this.lastCounter + 1);
    while (next) {
      this.early.delete(next.counter);
      this.applied.push(next);
      next = this.early.get(this.lastCounter + 1);
    }
    // a gap, or a full page (a client far behind): the rest is asked for at once, not in 1 s
    if (this.early.size > 0 || events.length >= MAX_EVENTS_PER_PULL) this.pull();
  }

  pull(): void {
    if (!this.socket.connected) return;
    this.socket.emit('requestNewProjectUserEvents', {
      projectId: this.projectId,
      sessionId: this.sessionId,
      currentCounter: this.lastCounter,
    });
  }

  /** Resolves once `predicate` holds (checked every 10 ms), rejects after `timeoutMs`. */
  async until(predicate: (follower: LogFollower) => boolean, timeoutMs = 10_000): Promise<void> {
    const started = Date.now();
    while (!predicate(this)) {
      if (Date.now() - started > timeoutMs) throw new Error(`Log stuck at ${this.lastCounter}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
