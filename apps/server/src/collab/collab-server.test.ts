import { PROTOCOL_MISMATCH_MESSAGE, PROTOCOL_VERSION } from '@nodeloom/api';
import {
  commit,
  connect,
  join,
  LogFollower,
  listen,
  nextEvent,
  renameEvent,
  type TestSocket,
} from '@nodeloom/sync/testing/socket';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { collabSessions, sessions } from '../db/schema/index.js';
import { call, createProjectAs } from '../modules/projects/fixtures.testing.js';
import { describeEachDatabase, type SignedInTestUser, signInTestUser, type TestApp } from '../test/index.js';
import { SessionStore } from './session-store.js';

/** Waits until `check` holds (every 20 ms, at most 5 s). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 5000) throw new Error('Condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachDatabase('collaboration socket', (suite) => {
  let testApp: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];
  const open = async (...args: Parameters<typeof connect>) => {
    const socket = await connect(...args);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    testApp = await suite.createTestApp();
    url = await listen(testApp.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  const owner = async () => {
    const who = await signInTestUser(testApp.app);
    return { who, projectId: await createProjectAs(testApp.app, who) };
  };

  it('refuses a handshake from an origin that is not allowed, or without credentials', async () => {
    const { who } = await owner();
    await expect(connect(url, { cookie: who.cookie, origin: 'https://evil.example' })).rejects.toThrow(
      'Origin https://evil.example is not allowed',
    );
    await expect(connect(url)).rejects.toThrow('Unauthorized');
    await expect(connect(url, { projectAccessToken: 'nlpat_nope' })).rejects.toThrow(
      'Project access token is invalid',
    );
  });

  it("is not reachable from a published site's host (sites share the HTTP server)", async () => {
    const { who } = await owner();
    const sitesDomain = testApp.config.publishing.sitesDomain;
    await expect(
      connect(url, { cookie: who.cookie, host: `${'a'.repeat(24)}.${sitesDomain}` }),
    ).rejects.toThrow();
    await expect(
      connect(url, { cookie: who.cookie, host: `main--shop-abc123.${sitesDomain}` }),
    ).rejects.toThrow();
    // the app's own host still connects
    await expect(open(url, { cookie: who.cookie })).resolves.toBeDefined();
  });

  it('starts a session with the joiner as host and lists the participants', async () => {
    const { who, projectId } = await owner();
    const socket = await open(url, { cookie: who.cookie });
    const host = nextEvent(socket, 'setSessionHost');
    const participants = nextEvent(socket, 'addParticipants');
    const init = await join(socket, projectId);
    expect(init).toMatchObject({
      projectId,
      clientId: socket.id,
      protocolVersion: PROTOCOL_VERSION,
      lastCounter: 0,
    });
    expect(await host).toEqual({ projectId, sessionId: init.sessionId, hostClientId: socket.id });
    expect((await participants).participants).toEqual([
      expect.objectContaining({
        clientId: socket.id,
        participantUser: expect.objectContaining({ userId: who.user.id }),
        pointerPosition: null,
      }),
    ]);
  });

  it('refuses to join a project the caller cannot read, with the REST message', async () => {
    const { projectId } = await owner();
    const stranger = await signInTestUser(testApp.app);
    const socket = await open(url, { cookie: stranger.cookie });
    const message = nextEvent(socket, 'message');
    socket.emit('joinProject', { projectId, protocolVersion: PROTOCOL_VERSION });
    expect(await message).toEqual({ message: 'Project not found' });
  });

  it('refuses a client of another protocol version at join, with a message and protocolMismatch', async () => {
    const { who, projectId } = await owner();
    const socket = await open(url, { cookie: who.cookie });
    const message = nextEvent(socket, 'message');
    const mismatch = nextEvent(socket, 'protocolMismatch');
    socket.emit('joinProject', { projectId });
    expect(await message).toEqual({ message: PROTOCOL_MISMATCH_MESSAGE });
    expect(await mismatch).toEqual({
      projectId,
      protocolVersion: PROTOCOL_VERSION,
      message: PROTOCOL_MISMATCH_MESSAGE,
    });
  });

  it('numbers committed events, acknowledges the counters and broadcasts them to the room', async () => {
    const { who, projectId } = await owner();
    const writer = await open(url, { cookie: who.cookie });
    const reader = await open(url, { cookie: who.cookie });
    const { sessionId } = await join(writer, projectId);
    await join(reader, projectId);
    const delivered = nextEvent(reader, 'addProjectUserEvents');
    const [a, b] = [renameEvent(), renameEvent()];
    expect(await commit(writer, projectId, sessionId, [a!, b!])).toEqual({ ok: true, counters: [1, 2] });
    expect((await delivered).events).toEqual([
      { rawEvent: a, counter: 1, source: { userId: who.user.id, clientId: writer.id } },
      { rawEvent: b, counter: 2, source: { userId: who.user.id, clientId: writer.id } },
    ]);
    // A re-sent event keeps its counter and is stored once.
    const c = renameEvent();
    expect(await commit(writer, projectId, sessionId, [b!, c])).toEqual({ ok: true, counters: [2, 3] });
    const follower = new LogFollower(reader, projectId, sessionId, 50);
    await follower.until((f) => f.lastCounter === 3);
    follower.stop();
    expect(follower.applied.map((e) => e.rawEvent.eventId)).toEqual([a!.eventId, b!.eventId, c.eventId]);
    // A later joiner starts after the log's head (its graph came from REST).
    const late = await open(url, { cookie: who.cookie });
    expect((await join(late, projectId)).lastCounter).toBe(3);
  });

  it('answers a payload that fails its schema with a message naming the field, and stores nothing', async () => {
    const { who, projectId } = await owner();
    const socket = await open(url, { cookie: who.cookie });
    const { sessionId } = await join(socket, projectId);
    const bad = { ...renameEvent(), nodeId: 7 };
    const message = nextEvent(socket, 'message');
    const ack = await socket.timeout(3000).emitWithAck('commitProjectUserEvents', {
      projectId,
      sessionId,
      events: [renameEvent(), bad],
    } as never);
    expect(ack).toEqual({ ok: false, message: expect.stringContaining('events.1.nodeId') });
    expect((await message).message).toContain('events.1.nodeId');
    expect(await commit(socket, projectId, sessionId, [renameEvent()])).toEqual({ ok: true, counters: [1] });
  });

  it('lets a read-only viewer (access token) receive events but refuses its commits', async () => {
    const { who, projectId } = await owner();
    const created = await call(testApp.app, who, 'POST', `/projects/${projectId}/accessTokens`, {
      expiredAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const viewer = await open(url, { projectAccessToken: created.body.token as string });
    const writer = await open(url, { cookie: who.cookie });
    const { sessionId } = await join(writer, projectId);
    await join(viewer, projectId);
    const delivered = nextEvent(viewer, 'addProjectUserEvents');
    await commit(writer, projectId, sessionId, [renameEvent()]);
    expect((await delivered).events).toHaveLength(1);
    const refused = await commit(viewer, projectId, sessionId, [renameEvent()]);
    expect(refused).toEqual({ ok: false, message: 'This project is read-only for you' });

    // Revoking the token disconnects the viewer.
    const gone = nextEvent(viewer, 'disconnect' as never);
    await call(testApp.app, who, 'PATCH', `/projects/${projectId}/accessTokens/${created.body.id}`, {
      revoked: true,
    });
    await gone;
    expect(viewer.connected).toBe(false);
  });

  it('disconnects the sockets of a session on logout', async () => {
    const who: SignedInTestUser = await signInTestUser(testApp.app);
    const socket = await open(url, { cookie: who.cookie });
    const gone = nextEvent(socket, 'disconnect' as never);
    await call(testApp.app, who, 'POST', '/auth/logout');
    await gone;
    await expect(connect(url, { cookie: who.cookie })).rejects.toThrow('Unauthorized');
  });

  it('disconnects within 5 s a socket whose session ended without the hook (another instance, expiry)', async () => {
    const who = await signInTestUser(testApp.app);
    const socket = await open(url, { cookie: who.cookie });
    const gone = nextEvent(socket, 'disconnect' as never, 5000);
    // Straight in the database, as another instance or an expiry would leave it: only the sweep sees it.
    await suite.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, who.user.id));
    await gone;
    expect(socket.connected).toBe(false);
  });

  it('re-chooses the host when the host leaves, and tells the room who left', async () => {
    const { who, projectId } = await owner();
    const first = await open(url, { cookie: who.cookie });
    const second = await open(url, { cookie: who.cookie });
    await join(first, projectId);
    const added = nextEvent(first, 'addParticipants');
    await join(second, projectId);
    expect((await added).participants.map((p) => p.clientId)).toEqual([second.id]);
    const removed = nextEvent(second, 'removeParticipants');
    const host = nextEvent(second, 'setSessionHost');
    first.emit('leaveProject', { projectId });
    expect(await removed).toEqual({ projectId, clientIds: [first.id] });
    expect((await host).hostClientId).toBe(second.id);
  });

  it('relays presence to the others in the room with the sender clientId, and checks it', async () => {
    const { who, projectId } = await owner();
    const mover = await open(url, { cookie: who.cookie });
    const watcher = await open(url, { cookie: who.cookie });
    await join(mover, projectId);
    await join(watcher, projectId);
    const pointerPosition = { level: null, position: { x: 10, y: 20 }, isActive: true };
    const moved = nextEvent(watcher, 'movePointer');
    mover.emit('movePointer', { projectId, pointerPosition });
    expect(await moved).toEqual({ projectId, pointerPosition, clientId: mover.id });
    const viewport = nextEvent(watcher, 'setViewport');
    mover.emit('setViewport', { projectId, viewport: { x: 1, y: 2, zoom: 1.5 } });
    expect((await viewport).viewport).toEqual({ x: 1, y: 2, zoom: 1.5 });
    const message = nextEvent(mover, 'message');
    mover.emit('setBrush', { projectId, brush: { x: '1', y: 0, width: 1, height: 1 } } as never);
    expect((await message).message).toContain('brush.x');
  });

  it('takes over from a dead instance once its host lease lapses (15 s)', async () => {
    const { who, projectId } = await owner();
    const deadInstance = new SessionStore(suite.db, 'dead-instance');
    const ghost = { userId: who.user.id, avatarUrl: null, firstName: 'Ghost', lastName: null };
    const before = await deadInstance.join(projectId, 'ghost-client', ghost, true);
    expect(before.hostClientId).toBe('ghost-client');
    const socket = await open(url, { cookie: who.cookie });
    const joinedAsGuest = nextEvent(socket, 'setSessionHost');
    const { sessionId } = await join(socket, projectId);
    expect(sessionId).toBe(before.sessionId);
    expect((await joinedAsGuest).hostClientId).toBe('ghost-client');
    const removed = nextEvent(socket, 'removeParticipants');
    const host = nextEvent(socket, 'setSessionHost');
    await testApp.app.collab.tick(new Date(Date.now() + 16_000));
    expect(await removed).toEqual({ projectId, clientIds: ['ghost-client'] });
    expect(await host).toEqual({ projectId, sessionId, hostClientId: socket.id });
  });

  it('ends the session when the last participant leaves; the next join starts a new one', async () => {
    const { who, projectId } = await owner();
    const socket = await open(url, { cookie: who.cookie });
    const first = await join(socket, projectId);
    const other = await open(url, { cookie: who.cookie });
    await join(other, projectId);
    other.emit('leaveProject', { projectId });
    await nextEvent(socket, 'removeParticipants');
    socket.emit('leaveProject', { projectId });
    await until(
      async () =>
        (await suite.db.select().from(collabSessions).where(eq(collabSessions.projectId, projectId)))
          .length === 0,
    );
    const again = await join(other, projectId);
    expect(again.sessionId).not.toBe(first.sessionId);
  });
});
