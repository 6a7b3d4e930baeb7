// One simulated editor of the kill drill, doing what the web client promises (issue 14): it keeps
// its own events pending until acknowledged, and when its instance dies it reconnects to a live
// one, joins, re-sends every pending event (idempotent by eventId) and pulls what it missed.
import { type CommitAck, MAX_EVENTS_PER_COMMIT } from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import { connect, join, LogFollower, renameEvent, type TestSocket } from '@nodeloom/sync/testing/socket';

/** Pause between attempts when no instance took the connection (all busy restarting, say). */
const RETRY_MS = 50;
/** A join slower than this is given up for the next instance (generous: a loaded CI is slow). */
const JOIN_TIMEOUT_MS = 20_000;

export interface DrillEditorOptions {
  name: string;
  /** Every instance's address; the editor starts on `firstInstance` and moves on when it dies. */
  origins: readonly string[];
  firstInstance: number;
  cookie: string;
  projectId: string;
}

export class DrillEditor {
  /** Events sent (or waiting to be) and not yet acknowledged, in the order made. */
  readonly pending = new Map<string, GraphEvent>();
  /** The counter each acknowledged event was given (eventId → counter). */
  readonly acknowledged = new Map<string, number>();
  /** The highest counter acknowledged to this editor. */
  highestAcknowledged = 0;
  /** An event acknowledged twice with different counters (would be a duplicate in the log). */
  readonly conflictingAcks: string[] = [];
  /** The host this editor was last told of (setSessionHost). */
  host: string | null = null;
  instance: number;
  reconnects = 0;
  /** What the editor is doing about its connection (for a drill's progress lines). */
  state = 'new';
  created = 0;
  private socket?: TestSocket;
  private follower?: LogFollower;
  private editing?: NodeJS.Timeout;
  private closed = false;
  private connecting?: Promise<void>;
  private sessionId?: string;

  constructor(private readonly options: DrillEditorOptions) {
    this.instance = options.firstInstance;
  }

  get name(): string {
    return this.options.name;
  }

  /** The clientId of this editor's live connection, if it has one that joined. */
  get clientId(): string | undefined {
    return this.connecting === undefined && this.socket?.connected ? this.socket.id : undefined;
  }

  get connected(): boolean {
    return this.clientId !== undefined;
  }

  get log(): LogFollower {
    if (!this.follower) throw new Error(`${this.options.name} has not joined yet`);
    return this.follower;
  }

  /** Connects to its first live instance and joins the project. */
  async start(): Promise<void> {
    this.connecting = this.connectAnywhere(this.instance);
    await this.connecting;
  }

  /** Makes one event every 1000/rate ms (kept pending and sent when connected). */
  startEditing(eventsPerSecond: number): void {
    this.editing = setInterval(() => this.edit(), 1000 / eventsPerSecond);
  }

  stopEditing(): void {
    clearInterval(this.editing);
  }

  close(): void {
    this.closed = true;
    this.stopEditing();
    this.follower?.stop();
    this.socket?.close();
  }

  private edit(): void {
    const event = renameEvent(this.options.name);
    this.created += 1;
    this.pending.set(event.eventId, event);
    if (this.connected) this.send([event]);
  }

  private send(events: GraphEvent[]): void {
    const socket = this.socket!;
    const { projectId } = this.options;
    // No timeout: on a live connection the ack comes, however slow the server is (re-sending on a
    // timeout only piles more work on a busy server); a dropped connection rejects at once and the
    // reconnect re-sends.
    socket.emitWithAck('commitProjectUserEvents', { projectId, sessionId: this.sessionId!, events }).then(
      (ack) => this.acknowledge(events, ack, socket),
      () => {},
    );
  }

  private acknowledge(events: GraphEvent[], ack: CommitAck, socket: TestSocket): void {
    if (!ack.ok) {
      this.retry(events, socket);
      return;
    }
    for (const [i, event] of events.entries()) {
      const counter = ack.counters[i]!;
      const earlier = this.acknowledged.get(event.eventId);
      if (earlier !== undefined && earlier !== counter) this.conflictingAcks.push(event.eventId);
      this.acknowledged.set(event.eventId, counter);
      this.highestAcknowledged = Math.max(this.highestAcknowledged, counter);
      this.pending.delete(event.eventId);
    }
  }

  /** A refused commit ({ok: false}: the transaction failed) is sent again on the same connection. */
  private retry(events: GraphEvent[], socket: TestSocket): void {
    if (this.closed || socket !== this.socket || !this.connected) return;
    const still = events.filter((event) => this.pending.has(event.eventId));
    if (still.length > 0) setTimeout(() => this.connected && this.send(still), RETRY_MS);
  }

  private async connectAnywhere(from: number): Promise<void> {
    const { origins, cookie, projectId } = this.options;
    for (let attempt = 0; !this.closed; attempt += 1) {
      const index = (from + attempt) % origins.length;
      let socket: TestSocket | undefined;
      try {
        this.state = `connecting to instance ${index}`;
        socket = await connect(origins[index]!, { cookie, origin: origins[index]! });
        this.state = `joining on instance ${index}`;
        // listen before joining: the host is announced right after initSession
        socket.on('setSessionHost', ({ hostClientId }) => {
          if (socket === this.socket) this.host = hostClientId;
        });
        this.socket = socket;
        const joining = socket;
        const died = new Promise<never>((_, reject) =>
          joining.once('disconnect', () => reject(new Error('instance died while joining'))),
        );
        died.catch(() => {});
        const { sessionId } = await Promise.race([join(socket, projectId, JOIN_TIMEOUT_MS), died]);
        this.sessionId = sessionId;
        this.instance = index;
        socket.once('disconnect', () => this.lost(joining));
        if (this.follower) this.follower.follow(socket, sessionId);
        else this.follower = new LogFollower(socket, projectId, sessionId);
        this.connecting = undefined;
        this.state = `joined on instance ${index}`;
        // everything not acknowledged, in the order made, in commits the protocol allows
        const pending = [...this.pending.values()];
        for (let i = 0; i < pending.length; i += MAX_EVENTS_PER_COMMIT) {
          this.send(pending.slice(i, i + MAX_EVENTS_PER_COMMIT));
        }
        return;
      } catch (error) {
        this.state = `instance ${index} failed: ${error instanceof Error ? error.message : String(error)}`;
        socket?.close();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private lost(socket: TestSocket): void {
    if (this.closed || socket !== this.socket) return;
    this.reconnects += 1;
    this.connecting = this.connectAnywhere(this.instance + 1);
  }
}
