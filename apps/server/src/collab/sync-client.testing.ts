// A collaboration client as the web app runs it (its EventSync over an engine Project), for the
// server's convergence tests. Not shipped (*.testing.ts).
import { PROTOCOL_VERSION } from '@nodeloom/api';
import {
  type DefinitionRegistry,
  type Graph,
  graphToBootstrapEvents,
  Project,
  type RandomSource,
} from '@nodeloom/engine';
import { EventSync, type EventSyncTransport } from '@nodeloom/sync';
import { connect, type TestSocket } from '@nodeloom/sync/testing/socket';
import type { FastifyInstance } from 'fastify';
import { call } from '../modules/projects/fixtures.testing.js';
import type { SignedInTestUser } from '../test/index.js';

/** A graph in a canonical form: nodes and wires by id, through JSON (the stored form drops undefined). */
export function canonicalGraph(graph: Graph): Graph {
  const byId = <T extends { id: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return JSON.parse(JSON.stringify({ nodes: byId(graph.nodes), connections: byId(graph.connections) }));
}

/** The stored project as GET /projects/{id} answers it: its graph and the counter it is the fold of. */
export async function readProject(app: FastifyInstance, who: SignedInTestUser, projectId: string) {
  const read = await call(app, who, 'GET', `/projects/${projectId}`);
  if (read.status !== 200) throw new Error(`read project: ${read.status}`);
  return { graph: read.body.graph as unknown as Graph, eventCounter: read.body.eventCounter as number };
}

/** An engine project loaded from a stored graph, as the workspace opens it. */
export function loadProject(graph: Graph, registry: DefinitionRegistry, random: RandomSource): Project {
  const project = new Project({ registry, random, keepLog: false });
  return project.init(graphToBootstrapEvents(graph).map((input) => project.stamp(input)));
}

/**
 * Opens the project like the workspace does: reads the graph with its counter, joins the
 * session and pulls from exactly that counter; own edits go only through the log.
 */
export class SyncClient {
  readonly project: Project;
  readonly sync: EventSync;
  #socket: TestSocket | undefined;
  #sessionId = '';
  #pulls: ReturnType<typeof setInterval> | undefined;

  private constructor(
    private readonly url: string,
    private readonly who: SignedInTestUser,
    private readonly projectId: string,
    project: Project,
    private readonly startCounter: number,
  ) {
    this.project = project;
    this.sync = new EventSync(project);
  }

  static async open(
    app: FastifyInstance,
    url: string,
    who: SignedInTestUser,
    projectId: string,
    registry: DefinitionRegistry,
    random: RandomSource,
  ): Promise<SyncClient> {
    const { graph, eventCounter } = await readProject(app, who, projectId);
    const client = new SyncClient(url, who, projectId, loadProject(graph, registry, random), eventCounter);
    await client.connect();
    return client;
  }

  get connected(): boolean {
    return this.#socket?.connected === true;
  }

  /** Connects and joins; the first join pulls from the counter the graph was read at. */
  async connect(): Promise<void> {
    const socket = await connect(this.url, { cookie: this.who.cookie });
    this.#socket = socket;
    socket.on('addProjectUserEvents', (payload) => this.sync.receive(payload.events));
    socket.on('initSession', (payload) => {
      this.#sessionId = payload.sessionId;
      this.sync.attach(this.#transport(socket), this.startCounter);
    });
    socket.on('disconnect', () => this.sync.detach());
    socket.emit('joinProject', { projectId: this.projectId, protocolVersion: PROTOCOL_VERSION });
    this.#pulls ??= setInterval(() => {
      this.sync.pull();
      this.sync.retry();
    }, 100);
  }

  disconnect(): void {
    this.#socket?.close();
    this.sync.detach();
  }

  /** Nothing of its own unsent or unconfirmed, and at the log's head. */
  settledAt(head: number): boolean {
    return this.connected && this.sync.unconfirmedCount === 0 && this.sync.lastCounter === head;
  }

  close(): void {
    clearInterval(this.#pulls);
    this.disconnect();
    this.sync.dispose();
  }

  #transport(socket: TestSocket): EventSyncTransport {
    return {
      commit: (events) =>
        socket.timeout(5000).emitWithAck('commitProjectUserEvents', {
          projectId: this.projectId,
          sessionId: this.#sessionId,
          events,
        }),
      pull: (currentCounter) =>
        socket.emit('requestNewProjectUserEvents', {
          projectId: this.projectId,
          sessionId: this.#sessionId,
          currentCounter,
        }),
    };
  }
}
