import { type DefinitionRegistry, type GraphNode, generateNodeId, seededRandom } from '@nodeloom/engine';
import { randomEdit, testSeed } from '@nodeloom/engine/testing';
import { listen } from '@nodeloom/sync/testing/socket';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createProjectAs, sampleNode } from '../modules/projects/fixtures.testing.js';
import { builtInRegistry } from '../project-log/empty-graph.js';
import { headCounter } from '../project-log/event-log.js';
import { describeEachDatabase, type SignedInTestUser, signInTestUser, type TestApp } from '../test/index.js';
import { canonicalGraph, loadProject, readProject, SyncClient } from './sync-client.testing.js';

type Action =
  | { type: 'edit'; client: number; count: number }
  | { type: 'join' }
  | { type: 'reconnect'; client: number }
  | { type: 'restSave'; kind: 'add' | 'move' }
  | { type: 'pause'; ms: number };

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('edit' as const),
      client: fc.nat(4),
      count: fc.integer({ min: 1, max: 8 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('join' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reconnect' as const), client: fc.nat(4) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('restSave' as const),
      kind: fc.constantFrom('add' as const, 'move' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('pause' as const), ms: fc.integer({ min: 0, max: 30 }) }),
  },
);

const scenarioArbitrary = fc.record({
  /** seeds each client's random edits */
  editSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  /** clients that have joined before the first action (the rest join through 'join' actions) */
  startingClients: fc.integer({ min: 1, max: 3 }),
  maxClients: fc.integer({ min: 2, max: 5 }),
  actions: fc.array(actionArbitrary, { minLength: 5, maxLength: 30 }),
});

// a fixed seed, the same scenarios every run; NODELOOM_TEST_SEED (and CONVERGENCE_RUNS) explore others
const SEED = testSeed('convergence', 20_261_128);
const RUNS = Number(process.env.CONVERGENCE_RUNS ?? 8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('convergence: one write path', (suite) => {
  let testApp: TestApp;
  let url: string;
  let owner: SignedInTestUser;
  let registry: DefinitionRegistry;

  beforeAll(async () => {
    testApp = await suite.createTestApp();
    url = await listen(testApp.app);
    owner = await signInTestUser(testApp.app);
    registry = await builtInRegistry();
  });
  afterAll(async () => testApp?.app.close());

  /** A REST save from outside the session (an API client): a new node, or a node of the stored graph moved. */
  async function restSave(projectId: string, kind: 'add' | 'move', random: () => number) {
    const { graph } = await readProject(testApp.app, owner, projectId);
    const movable = graph.nodes.filter((n) => n.parentId !== undefined);
    const node: GraphNode | undefined =
      kind === 'move' && movable.length > 0
        ? {
            ...movable[Math.floor(random() * movable.length)]!,
            position: { x: 7, y: Math.round(random() * 500) },
          }
        : undefined;
    const added: GraphNode = {
      ...sampleNode(`rest${Math.floor(random() * 1e6)}`),
      id: generateNodeId(random),
      parentId: 'hex',
    };
    const saved = await call(testApp.app, owner, 'POST', `/projects/${projectId}/graph`, {
      unorderedUpdates: [{ type: 'saveNode', node: node ?? added }],
    });
    // a save that no longer fits the graph (its node was renamed into a clash meanwhile) is refused whole
    expect([200, 400]).toContain(saved.status);
  }

  it(`2–5 clients editing, joining and reconnecting at random, with REST saves between, end identical to the stored graph and a fresh load (seed ${SEED})`, async () => {
    let logged = 0;
    let stores = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        const projectId = await createProjectAs(testApp.app, owner);
        const clients: SyncClient[] = [];
        const random = seededRandom(scenario.editSeed);
        const join = async () => {
          if (clients.length >= scenario.maxClients) return;
          const seed = scenario.editSeed + clients.length + 1;
          clients.push(
            await SyncClient.open(testApp.app, url, owner, projectId, registry, seededRandom(seed)),
          );
        };
        try {
          for (let i = 0; i < scenario.startingClients; i++) await join();
          for (const action of scenario.actions) {
            if (action.type === 'join') await join();
            else if (action.type === 'pause') await sleep(action.ms);
            else if (action.type === 'restSave') await restSave(projectId, action.kind, random);
            else {
              const client = clients[action.client % clients.length]!;
              if (action.type === 'reconnect') {
                if (client.connected) client.disconnect();
                else await client.connect();
                continue;
              }
              for (let n = 0; n < action.count; n++) {
                try {
                  client.project.dispatch(randomEdit(client.project.graph, registry, random));
                } catch {
                  // an edit the engine refuses here (a definition the library lacks, a clash): not made
                }
              }
            }
          }
          for (const client of clients) if (!client.connected) await client.connect();
          // quiescence: everyone has sent everything and applied the whole log
          const started = Date.now();
          for (;;) {
            const head = await headCounter(testApp.app.db, projectId);
            if (clients.every((c) => c.settledAt(head))) break;
            if (Date.now() - started > 15_000) throw new Error(`no quiescence at head ${head}`);
            await sleep(50);
          }
          const stored = await readProject(testApp.app, owner, projectId);
          expect(stored.eventCounter).toBe(await headCounter(testApp.app.db, projectId));
          logged += stored.eventCounter;
          stores += 1;
          const expected = canonicalGraph(stored.graph);
          const fresh = loadProject(stored.graph, registry, seededRandom(1));
          expect(canonicalGraph(fresh.graph.toGraph())).toEqual(expected);
          for (const client of clients)
            expect(canonicalGraph(client.project.graph.toGraph())).toEqual(expected);
        } finally {
          for (const client of clients) client.close();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`convergence property test: ${stores} runs converged over ${logged} logged events`);
    // the scenarios did edit: a run of refused edits only would prove nothing
    expect(logged).toBeGreaterThan(RUNS * 3);
  }, 180_000);

  it("a read after events that changed no row says the head counter, not an earlier read's", async () => {
    const projectId = await createProjectAs(testApp.app, owner);
    expect((await readProject(testApp.app, owner, projectId)).eventCounter).toBe(0);
    const client = await SyncClient.open(testApp.app, url, owner, projectId, registry, seededRandom(3));
    try {
      // a node made and deleted in one batch: two events in the log, no row written
      const nodeId = generateNodeId(seededRandom(9));
      client.project.dispatch([
        {
          eventType: 'nodeCreated',
          nodeId,
          definitionName: 'stringLength',
          parentId: 'hex',
          position: { x: 0, y: 0 },
        },
        { eventType: 'nodeDeleted', nodeId },
      ]);
      const started = Date.now();
      while (!client.settledAt(2) && Date.now() - started < 10_000) await sleep(20);
      expect(await headCounter(testApp.app.db, projectId)).toBe(2);
      // the earlier read (counter 0, same rows) must not be answered again from the read cache
      expect((await readProject(testApp.app, owner, projectId)).eventCounter).toBe(2);
    } finally {
      client.close();
    }
  });
});
