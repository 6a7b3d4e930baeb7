import type { GraphEvent } from '@nodeloom/engine';
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectAs } from '../modules/projects/fixtures.testing.js';
import {
  createPostgresTestDatabase,
  createTestApp,
  signInTestUser,
  type TestApp,
  type TestDatabase,
} from '../test/index.js';

const { DATABASE_URL, REDIS_URL } = process.env;
const ready = Boolean(DATABASE_URL && REDIS_URL);
const title = ready
  ? 'collaboration across two instances (PostgreSQL + Redis)'
  : 'collaboration across two instances — skipped: set DATABASE_URL and REDIS_URL to run this drill';

/**
 * The drill of the issue: two app instances on one PostgreSQL database with the Redis adapter;
 * clients on both commit concurrently and every client ends with the same gap-free log.
 */
describe.skipIf(!ready)(title, () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const urls: string[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase(DATABASE_URL!);
    for (let i = 0; i < 2; i += 1) {
      const testApp = await createTestApp({ database, env: { REDIS_URL } });
      apps.push(testApp);
      urls.push(await listen(testApp.app));
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const testApp of apps) await testApp.app.close();
    await database?.destroy();
  });

  it('gives every client the same gap-free log when clients on both instances commit at once', async () => {
    const who = await signInTestUser(apps[0]!.app);
    const projectId = await createProjectAs(apps[0]!.app, who);
    const clients: { socket: TestSocket; follower: LogFollower; sessionId: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const socket = await connect(urls[i % 2]!, { cookie: who.cookie });
      sockets.push(socket);
      const { sessionId } = await join(socket, projectId);
      clients.push({ socket, sessionId, follower: new LogFollower(socket, projectId, sessionId) });
    }
    expect(new Set(clients.map((c) => c.sessionId)).size).toBe(1);

    const perClient = 15;
    await Promise.all(
      clients.map(async ({ socket, sessionId }) => {
        for (let batch = 0; batch < perClient; batch += 1) {
          const events = Array.from({ length: 1 + (batch % 3) }, () => renameEvent(socket.id));
          const ack = await commit(socket, projectId, sessionId, events);
          expect(ack.ok).toBe(true);
        }
      }),
    );
    const expected =
      clients.length * Array.from({ length: perClient }, (_, b) => 1 + (b % 3)).reduce((a, b) => a + b);
    for (const { follower } of clients) await follower.until((f) => f.lastCounter === expected);
    const reference = clients[0]!.follower.applied;
    expect(reference.map((e) => e.counter)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
    expect(new Set(reference.map((e) => e.rawEvent.eventId)).size).toBe(expected);
    for (const { follower } of clients) {
      follower.stop();
      expect(follower.applied).toEqual(reference);
    }
  });

  it('folds commits of both instances into one stored graph (each catches up from the log)', async () => {
    const who = await signInTestUser(apps[0]!.app);
    const projectId = await createProjectAs(apps[0]!.app, who);
    const pair: { socket: TestSocket; sessionId: string }[] = [];
    for (const url of urls) {
      const socket = await connect(url, { cookie: who.cookie });
      sockets.push(socket);
      pair.push({ socket, sessionId: (await join(socket, projectId)).sessionId });
    }
    const created: string[] = [];
    // the instances take turns: each commit finds the other's events in the log since its last one
    for (let i = 0; i < 12; i += 1) {
      const { socket, sessionId } = pair[i % 2]!;
      const nodeId = `node_twoinstances${String(i).padStart(4, '0')}`;
      const events: GraphEvent[] = [
        {
          eventId: `evt_create_${i}`,
          timestamp: Date.now(),
          eventType: 'nodeCreated',
          nodeId,
          definitionName: 'plus',
          parentId: 'hex',
          name: `n${i}`,
          position: { x: i * 10, y: 0 },
        },
      ];
      if (i > 0)
        events.push({
          eventId: `evt_rename_${i}`,
          timestamp: Date.now(),
          eventType: 'nodeRenamed',
          nodeId: created.at(-1)!,
          name: `renamed${i}`,
        });
      created.push(nodeId);
      expect((await commit(socket, projectId, sessionId, events)).ok).toBe(true);
    }
    for (const testApp of apps) {
      const read = await testApp.app.inject({
        method: 'GET',
        url: `/api/nest/projects/${projectId}`,
        headers: { cookie: who.cookie },
      });
      const names = (read.json().graph.nodes as { id: string; name: string }[])
        .filter((n) => created.includes(n.id))
        .map((n) => n.name)
        .sort();
      expect(names).toEqual([...Array.from({ length: 11 }, (_, i) => `renamed${i + 1}`), 'n11'].sort());
      expect(read.json().eventCounter).toBe(23);
    }
  });

  it('relays presence and departures to clients on the other instance', async () => {
    const who = await signInTestUser(apps[0]!.app);
    const projectId = await createProjectAs(apps[0]!.app, who);
    const [left, right] = [
      await connect(urls[0]!, { cookie: who.cookie }),
      await connect(urls[1]!, { cookie: who.cookie }),
    ];
    sockets.push(left, right);
    await join(left, projectId);
    const added = nextEvent(left, 'addParticipants');
    await join(right, projectId);
    expect((await added).participants.map((p) => p.clientId)).toEqual([right.id]);
    const moved = nextEvent(left, 'setSelectedNodes');
    right.emit('setSelectedNodes', { projectId, selectedNodes: ['a', 'b'] });
    expect(await moved).toEqual({ projectId, selectedNodes: ['a', 'b'], clientId: right.id });
    const removed = nextEvent(right, 'removeParticipants');
    const host = nextEvent(right, 'setSessionHost');
    const leftId = left.id;
    left.close();
    expect((await removed).clientIds).toEqual([leftId]);
    expect((await host).hostClientId).toBe(right.id);
  });
});
