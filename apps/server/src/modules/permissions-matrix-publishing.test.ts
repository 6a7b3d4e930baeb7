import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/index.js';
import {
  ADMIN_EMAIL,
  buildWorld,
  checkMatrixCase,
  type Fresh,
  freshResources,
  type MatrixCase,
  type World,
} from './permissions-matrix.testing.js';
import { call } from './projects/fixtures.testing.js';
import { deployAs, hostOf, sampleSite, siteGet } from './publishing/publishing.testing.js';

// Publishing follows the project: writers of the team project deploy, take down, roll back and
// flush; readers list; others get the project's 404; a token holder is not signed in (401).

interface PublishingFresh extends Fresh {
  deploymentId: string;
  deploymentHost: string;
}

async function freshPublishing(world: World): Promise<PublishingFresh> {
  const fresh = await freshResources(world);
  const deployment = await deployAs(
    world.app,
    world.users.owner,
    fresh.projectId,
    'main',
    sampleSite('matrix'),
  );
  return { ...fresh, deploymentId: deployment.deploymentId, deploymentHost: hostOf(deployment.url) };
}

const stillServed = async (w: World, f: PublishingFresh) =>
  expect((await siteGet(w.app, f.deploymentHost)).statusCode).toBe(200);
const deploymentCount = async (w: World, f: PublishingFresh) =>
  (await call(w.app, w.users.teamOwner, 'GET', `/publishing/deployments/projects/${f.projectId}`)).body
    .length;

const cases: MatrixCase<PublishingFresh>[] = [
  {
    route: 'POST /publishing/deployments/deploy',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/deploy',
      payload: { projectId: f.projectId, branch: 'main', files: sampleSite('again') },
    }),
    statuses: [201, 201, 201, 404, 401, 404, 401],
    unchanged: async (w, f) => expect(await deploymentCount(w, f)).toBe(1),
  },
  {
    route: 'POST /publishing/deployments/takeDown',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/takeDown',
      payload: { deploymentId: f.deploymentId },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    onSuccess: async (body) => expect((body as { takenDownAt: string | null }).takenDownAt).not.toBeNull(),
    unchanged: stillServed,
  },
  {
    route: 'POST /publishing/deployments/rollback',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/rollback',
      payload: { deploymentId: f.deploymentId },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: stillServed,
  },
  {
    route: 'POST /publishing/deployments/invalidateCache',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/invalidateCache',
      payload: { deploymentId: f.deploymentId },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    unchanged: stillServed,
  },
  {
    route: 'GET /publishing/deployments/projects/{projectId}',
    request: (f) => ({ method: 'GET', url: `/publishing/deployments/projects/${f.projectId}` }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    onSuccess: (body, _role, f) =>
      expect((body as { deploymentId: string }[]).map((d) => d.deploymentId)).toEqual([f.deploymentId]),
  },
  {
    route: 'GET /publishing/deployments/users/{userId} (the owner’s)',
    request: (_f, w) => ({ method: 'GET', url: `/publishing/deployments/users/${w.users.owner.user.id}` }),
    statuses: [200, 403, 403, 403, 401, 403, 401],
    onSuccess: (body, _role, f) =>
      expect((body as { deploymentId: string }[]).map((d) => d.deploymentId)).toContain(f.deploymentId),
  },
];

describeEachDatabase('permission matrix: publishing', (suite) => {
  let world: World;
  beforeAll(async () => {
    const { app } = await suite.createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    world = await buildWorld(app);
  });

  it.each(cases)('$route', (testCase) => checkMatrixCase(world, testCase, freshPublishing));
});
