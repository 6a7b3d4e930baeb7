import type { GraphEvent } from '@nodeloom/engine';
import { testSeed } from '@nodeloom/engine/testing';
import {
  connect,
  join,
  LogFollower,
  listen,
  renameEvent,
  type TestSocket,
} from '@nodeloom/sync/testing/socket';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createProjectAs } from '../modules/projects/fixtures.testing.js';
import { databaseEventLog } from '../project-log/event-log.js';
import { describeEachDatabase, type SignedInTestUser, signInTestUser, type TestApp } from '../test/index.js';

type Step =
  | { type: 'commit'; size: number }
  | { type: 'resendAcked' }
  | { type: 'disconnect' }
  | { type: 'releaseHeld' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('commit' as const), size: fc.integer({ min: 1, max: 4 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('resendAcked' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('disconnect' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('releaseHeld' as const) }) },
);
const scenarioArbitrary = fc.record({
  /** Seeds the network faults on deliveries (duplicate, hold back, drop). */
  faultSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  clients: fc.array(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), { minLength: 2, maxLength: 3 }),
});

/** A small deterministic PRNG (mulberry32), so a failing seed replays the same faults. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A client with flaky delivery that re-sends what was not acknowledged, as the web client must. */
class FlakyClient {
  readonly created: GraphEvent[] = [];
  private unacked: GraphEvent[] = [];
  private readonly acked: GraphEvent[][] = [];
  private readonly held: (() => void)[] = [];
  follower!: LogFollower;
  sessionId = '';

  constructor(
    private readonly socket: TestSocket,
    private readonly projectId: string,
    private readonly chance: () => number,
  ) {}

  async start(): Promise<void> {
    this.sessionId = (await join(this.socket, this.projectId)).sessionId;
    this.follower = new LogFollower(this.socket, this.projectId, this.sessionId, 100, (events, receive) => {
      const roll = this.chance();
      if (roll < 0.15) return; // dropped: the pull must recover it
      if (roll < 0.3)
        this.held.push(() => receive(events)); // reordered: arrives later
      else receive(events);
      if (roll > 0.85) receive(events); // duplicated
    });
  }

  async run(step: Step): Promise<void> {
    if (step.type === 'commit') {
      const events = Array.from({ length: step.size }, () => renameEvent('fuzz'));
      this.created.push(...events);
      this.unacked.push(...events);
      await this.sendUnacked();
    } else if (step.type === 'resendAcked') {
      const batch = this.acked[Math.floor(this.chance() * this.acked.length)];
      // A re-sent batch is acknowledged again (same counters), never stored twice.
      if (batch) expect(await this.send(batch)).toBe(true);
    } else if (step.type === 'disconnect') {
      this.socket.disconnect();
      this.socket.connect();
      await new Promise<void>((resolve) => this.socket.once('connect', () => resolve()));
      await join(this.socket, this.projectId);
      await this.sendUnacked();
    } else {
      for (const release of this.held.splice(0).reverse()) release();
    }
  }

  /** Re-sends every unacknowledged event until the server has them all. */
  async settle(): Promise<void> {
    for (const release of this.held.splice(0)) release();
    for (let attempt = 0; this.unacked.length > 0; attempt += 1) {
      if (attempt > 20) throw new Error('Events never acknowledged');
      await this.sendUnacked();
    }
  }

  private async sendUnacked(): Promise<void> {
    if (this.unacked.length === 0) return;
    const batch = [...this.unacked];
    if (await this.send(batch)) {
      this.acked.push(batch);
      this.unacked = this.unacked.filter((event) => !batch.includes(event));
    }
  }

  private async send(events: GraphEvent[]): Promise<boolean> {
    const ack = await this.socket
      .timeout(2000)
      .emitWithAck('commitProjectUserEvents', {
        projectId: this.projectId,
        sessionId: this.sessionId,
        events,
      })
      .catch(() => undefined);
    return ack?.ok === true;
  }
}

describeEachDatabase('collaboration fault fuzz', (suite) => {
  let testApp: TestApp;
  let url: string;
  let who: SignedInTestUser;

  beforeAll(async () => {
    testApp = await suite.createTestApp();
    url = await listen(testApp.app);
    who = await signInTestUser(testApp.app);
  });

  it('every client applies exactly the server log despite duplicated, reordered and lost messages and disconnects', async () => {
    // a fixed seed, the same faults every run; NODELOOM_TEST_SEED explores others
    const seed = testSeed(`collaboration fault fuzz [${suite.kind}]`, 20_261_128);
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async ({ faultSeed, clients: scripts }) => {
        const projectId = await createProjectAs(testApp.app, who);
        const chance = random(faultSeed);
        const sockets: TestSocket[] = [];
        try {
          const clients: FlakyClient[] = [];
          for (let i = 0; i < scripts.length; i += 1) {
            const socket = await connect(url, { cookie: who.cookie });
            sockets.push(socket);
            const client = new FlakyClient(socket, projectId, chance);
            await client.start();
            clients.push(client);
          }
          await Promise.all(
            clients.map(async (client, i) => {
              for (const step of scripts[i]!) await client.run(step);
              await client.settle();
            }),
          );
          const serverLog = await databaseEventLog(suite.db).after(projectId, 0, 100_000);
          const created = clients.flatMap((client) => client.created.map((event) => event.eventId));
          expect(serverLog.map((event) => event.counter)).toEqual(serverLog.map((_, i) => i + 1));
          expect(serverLog.map((event) => event.rawEvent.eventId).sort()).toEqual([...created].sort());
          for (const client of clients) {
            await client.follower.until((f) => f.lastCounter === serverLog.length, 5000);
            client.follower.stop();
            expect(client.follower.applied).toEqual(serverLog);
          }
        } finally {
          for (const socket of sockets) socket.close();
        }
      }),
      { seed, numRuns: 12, interruptAfterTimeLimit: 45_000, endOnFailure: true },
    );
  }, 60_000);
});
