import { type OrderedUserEventDto, type Participant, PROTOCOL_VERSION } from '@nodeloom/api';
import { ProtocolLog, TEST_PROJECT_ID, TEST_SESSION_ID } from '@nodeloom/sync/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastContent } from '../base/toastCatalogue.js';
import { editorFixture, settle } from '../editor/testing/editor-fixture.js';
import { CollabSession } from './collab-session.js';
import type { CollabSocket } from './collab-socket.js';
import { joinedParticipant } from './participant.testing.js';

type Handler = (payload?: unknown) => void;

/**
 * The socket.io-client surface CollabSession uses, wired to a ProtocolLog the way the server
 * answers (docs/collaboration.md): joinProject → initSession and addParticipants, commits stored
 * and acknowledged, pulls answered. `drop()` is a lost connection, `connect()` its return.
 */
class ServerSocket {
  connected = false;
  /** socket.io-client's `active`: it reconnects by itself (false once the server refused it) */
  active = true;
  /** the network is down: a connect attempt fails as socket.io reports it, before any handshake */
  unreachable = false;
  readonly sent: { event: string; payload: unknown }[] = [];
  readonly #handlers = new Map<string, Set<Handler>>();
  joins = 0;

  constructor(
    readonly log: ProtocolLog,
    readonly self: Participant,
  ) {}

  on(event: string, handler: Handler) {
    if (!this.#handlers.has(event)) this.#handlers.set(event, new Set());
    this.#handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.#handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.sent.push({ event, payload });
    this.#answer(event, payload);
    return this;
  }
  timeout(_ms: number) {
    return {
      emitWithAck: async (event: string, payload: { events: OrderedUserEventDto['rawEvent'][] }) => {
        this.sent.push({ event, payload });
        if (!this.connected) throw new Error('disconnected');
        return this.log.commit(this.self.clientId, payload.events);
      },
    };
  }
  connect() {
    if (this.unreachable) {
      this.receive('connect_error', new Error('websocket error'));
      return this;
    }
    this.connected = true;
    this.receive('connect');
    return this;
  }
  close() {
    this.connected = false;
    return this;
  }
  drop() {
    this.connected = false;
    this.receive('disconnect', 'transport close');
  }
  receive(event: string, payload?: unknown) {
    for (const handler of [...(this.#handlers.get(event) ?? [])]) handler(payload);
  }
  emitted(event: string) {
    return this.sent.filter((s) => s.event === event).map((s) => s.payload);
  }

  #answer(event: string, payload: unknown) {
    if (!this.connected) return;
    if (event === 'joinProject') {
      this.joins += 1;
      this.receive('initSession', {
        projectId: TEST_PROJECT_ID,
        sessionId: TEST_SESSION_ID,
        clientId: this.self.clientId,
        protocolVersion: 1,
        lastCounter: this.log.events.length,
      });
      this.receive('addParticipants', { projectId: TEST_PROJECT_ID, participants: [this.self] });
    }
    if (event === 'requestNewProjectUserEvents') {
      const events = this.log.after((payload as { currentCounter: number }).currentCounter);
      if (events.length > 0) this.receive('addProjectUserEvents', { projectId: TEST_PROJECT_ID, events });
    }
  }
}

const participant = (clientId: string, userId: string): Participant =>
  joinedParticipant(clientId, { userId, avatarUrl: null, firstName: 'Ada', lastName: 'Lovelace' });

const sessions: CollabSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop();
  vi.useRealTimers();
});

function startSession(log = new ProtocolLog(), seed = 1, { unreachable = false, refused = false } = {}) {
  const fixture = editorFixture({ seed });
  const socket = new ServerSocket(log, participant(`client-${seed}`, `user-${seed}`.padEnd(24, '0')));
  socket.unreachable = unreachable;
  socket.active = !refused;
  const toasts: ToastContent[] = [];
  const warnings: string[] = [];
  let session: CollabSession | undefined;
  fixture.editor.collaboration.join((host) => {
    session = new CollabSession({
      editor: { ...host, projectId: TEST_PROJECT_ID },
      socket: socket as unknown as CollabSocket,
      notify: (toast) => toasts.push(toast),
      logger: { warn: (message) => warnings.push(message) },
    });
    return session;
  });
  if (!session) throw new Error('the editor did not build the session');
  sessions.push(session);
  return { ...fixture, socket, session, toasts, warnings, log };
}

describe('CollabSession', () => {
  it('joins when started, commits own edits and applies the others’ from the log', async () => {
    const a = startSession();
    const b = startSession(a.log, 2);
    expect(a.socket.emitted('joinProject')).toEqual([
      { projectId: TEST_PROJECT_ID, protocolVersion: PROTOCOL_VERSION },
    ]);
    const nodeId = a.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    await settle();
    expect(a.log.events.map((e) => e.rawEvent.eventType)).toEqual(['nodeCreated']);
    b.session.sync.pull();
    expect(b.editor.nodes.get(nodeId)).toBeDefined();
    a.session.stop();
    expect(a.socket.emitted('leaveProject')).toEqual([{ projectId: TEST_PROJECT_ID }]);
    expect(a.socket.connected).toBe(false);
  });

  it('says offline and back online, and re-sends what was not acknowledged after the reconnect', async () => {
    const a = startSession();
    const nodeId = a.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    await settle();
    a.socket.drop();
    a.editor.nodes.rename(nodeId, 'while offline');
    await settle();
    expect(a.log.events).toHaveLength(1);
    a.socket.connect();
    await settle();
    expect(a.socket.joins).toBe(2);
    expect(a.log.events.map((e) => e.rawEvent.eventType)).toEqual(['nodeCreated', 'nodeRenamed']);
    expect(a.toasts.map((t) => t.title)).toEqual(['You are offline.', 'You are back online!']);
    a.socket.receive('message', { message: 'This project is read-only for you' });
    expect(a.toasts.at(-1)).toEqual({ kind: 'warning', title: 'This project is read-only for you' });
  });

  it('says offline when the first connection fails before its handshake, once, and back online when it connects', async () => {
    const a = startSession(new ProtocolLog(), 1, { unreachable: true });
    a.socket.receive('connect_error', new Error('websocket error'));
    expect(a.toasts.map((t) => t.title)).toEqual(['You are offline.']);
    a.socket.unreachable = false;
    a.socket.connect();
    await settle();
    expect(a.socket.joins).toBe(1);
    expect(a.toasts.map((t) => t.title)).toEqual(['You are offline.', 'You are back online!']);
  });

  it('does not say offline when the server refuses the connection (no reconnect follows)', () => {
    const a = startSession(new ProtocolLog(), 1, { unreachable: true, refused: true });
    a.socket.receive('connect_error', new Error('not authorized'));
    expect(a.toasts).toEqual([]);
    expect(a.socket.joins).toBe(0);
  });

  it('ignores a server payload that fails its schema, and events of another project', () => {
    const a = startSession();
    a.socket.receive('addProjectUserEvents', {
      projectId: TEST_PROJECT_ID,
      events: [
        { counter: 1, rawEvent: { eventType: 'nodeRenamed' }, source: { userId: 'u', clientId: 'c' } },
      ],
    });
    expect(a.warnings).toEqual(['Collaboration: ignored an invalid addProjectUserEvents']);
    a.socket.receive('addParticipants', { projectId: 'b'.repeat(24), participants: [participant('x', 'u')] });
    expect(a.session.presence.view().others).toEqual([]);
    expect(a.session.sync.lastCounter).toBe(0);
  });

  it('throttles pointer moves to one per 20 ms keeping the last, and sends everything again when someone joins', () => {
    vi.useFakeTimers();
    const a = startSession();
    vi.advanceTimersByTime(20); // the join sent the presence it had (an inactive pointer)
    a.socket.sent.length = 0;
    a.editor.view.setPointer({ x: 1, y: 1 });
    a.editor.view.setPointer({ x: 2, y: 2 });
    a.editor.view.setPointer({ x: 3, y: 3 });
    const moves = () => a.socket.emitted('movePointer') as { pointerPosition: { position: unknown } }[];
    expect(moves().map((m) => m.pointerPosition.position)).toEqual([{ x: 1, y: 1 }]);
    vi.advanceTimersByTime(20);
    expect(moves().map((m) => m.pointerPosition.position)).toEqual([
      { x: 1, y: 1 },
      { x: 3, y: 3 },
    ]);
    const before = a.socket.sent.length;
    a.socket.receive('addParticipants', {
      projectId: TEST_PROJECT_ID,
      participants: [participant('other', 'u2')],
    });
    const resent = a.socket.sent.slice(before).map((s) => s.event);
    expect(resent).toEqual(
      expect.arrayContaining(['movePointer', 'setColor', 'setSelectedNodes', 'setViewport']),
    );
    expect(a.session.presence.view().others.map((p) => p.clientId)).toEqual(['other']);
  });

  it('resets participants and session when the session ends, then joins the next one (spec 1 §4)', () => {
    vi.useFakeTimers();
    const a = startSession();
    a.socket.receive('addParticipants', {
      projectId: TEST_PROJECT_ID,
      participants: [participant('other', 'u2')],
    });
    a.socket.receive('setSessionHost', {
      projectId: TEST_PROJECT_ID,
      sessionId: TEST_SESSION_ID,
      hostClientId: 'other',
    });
    expect(a.session.presence.view()).toMatchObject({ hostClientId: 'other' });
    const joins = a.socket.joins;
    a.socket.receive('endSession', { projectId: TEST_PROJECT_ID, sessionId: TEST_SESSION_ID });
    expect(a.session.presence.view().others.map((p) => p.clientId)).not.toContain('other');
    expect(a.session.presence.view().hostClientId).toBeNull();
    expect(a.socket.joins).toBe(joins + 1);
  });

  it('throttles viewport and brush updates to one per 20 ms, keeping the last (spatial update throttle)', () => {
    vi.useFakeTimers();
    const a = startSession();
    vi.advanceTimersByTime(20);
    a.socket.sent.length = 0;
    a.session.setBrush({ x: 0, y: 0, width: 1, height: 1 });
    a.session.setBrush({ x: 0, y: 0, width: 2, height: 2 });
    a.session.setBrush({ x: 0, y: 0, width: 3, height: 3 });
    const brushes = () =>
      (a.socket.emitted('setBrush') as { brush: { width: number } }[]).map((b) => b.brush.width);
    expect(brushes()).toEqual([1]);
    vi.advanceTimersByTime(20);
    expect(brushes()).toEqual([1, 3]);
  });

  it('follows a collaborator’s level and viewport until the user moves the view', () => {
    const a = startSession();
    a.socket.receive('addParticipants', {
      projectId: TEST_PROJECT_ID,
      participants: [participant('other', 'u2')],
    });
    const relay = (viewport: { x: number; y: number; zoom: number }) =>
      a.socket.receive('setViewport', { projectId: TEST_PROJECT_ID, clientId: 'other', viewport });
    relay({ x: 10, y: 20, zoom: 2 });
    a.session.follow('other');
    expect(a.editor.view.viewport()).toEqual({ x: 10, y: 20, zoom: 2 });
    relay({ x: 30, y: 40, zoom: 1 });
    expect(a.editor.view.viewport()).toEqual({ x: 30, y: 40, zoom: 1 });
    a.editor.view.setViewport({ x: 0, y: 0, zoom: 1 });
    expect(a.session.presence.view().followingClientId).toBeNull();
    relay({ x: 50, y: 60, zoom: 1 });
    expect(a.editor.view.viewport()).toEqual({ x: 0, y: 0, zoom: 1 });
  });
});
