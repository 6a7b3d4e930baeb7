import { type DefinitionRegistry, generateNodeId, seededRandom } from '@nodeloom/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtInRegistry } from '../modules/projects/empty-graph.js';
import { createProjectAs } from '../modules/projects/fixtures.testing.js';
import { describeEachDatabase, type SignedInTestUser, signInTestUser, type TestApp } from '../test/index.js';
import { listen } from './collab-client.testing.js';
import { headCounter } from './event-log.js';
import { readProject, SyncClient } from './sync-client.testing.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('a project read after events that changed no row', (suite) => {
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

  it('says the head counter, not the counter of an earlier read of the same rows', async () => {
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
