import type { CustomDomain } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { customDomains } from '../db/schema/index.js';
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
  /** A verified custom domain of the owner's (domains belong to a user, not to a project). */
  domainName: string;
}

let domainCounter = 0;

async function freshPublishing(world: World): Promise<PublishingFresh> {
  const fresh = await freshResources(world);
  const { owner } = world.users;
  const deployment = await deployAs(world.app, owner, fresh.projectId, 'main', sampleSite('matrix'));
  domainCounter += 1;
  const domainName = `matrix-${domainCounter}.example.org`;
  await call(world.app, owner, 'POST', '/publishing/domains/custom', { domainName });
  await world.app.db
    .update(customDomains)
    .set({ status: 'verified' })
    .where(eq(customDomains.domainName, domainName));
  return {
    ...fresh,
    deploymentId: deployment.deploymentId,
    deploymentHost: hostOf(deployment.url),
    domainName,
  };
}

const ownersDomain = async (w: World, f: PublishingFresh) => {
  const list = await call(w.app, w.users.owner, 'GET', '/publishing/domains/custom');
  return (list.body.customDomains as CustomDomain[]).find((d) => d.domainName === f.domainName);
};

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
  // Custom domains: each user's own — someone else's answers 404 as if missing.
  {
    route: 'GET /publishing/domains/custom',
    request: () => ({ method: 'GET', url: '/publishing/domains/custom' }),
    statuses: [200, 200, 200, 200, 401, 200, 401],
    onSuccess: (body, role, f) => {
      const names = (body as { customDomains: CustomDomain[] }).customDomains.map((d) => d.domainName);
      expect(names.includes(f.domainName)).toBe(role === 'owner');
    },
  },
  {
    route: 'POST /publishing/domains/custom (the owner’s domain again)',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/custom',
      payload: { domainName: f.domainName },
    }),
    statuses: [409, 409, 409, 409, 401, 409, 401],
    unchanged: async (w, f) => expect(await ownersDomain(w, f)).toMatchObject({ status: 'verified' }),
  },
  {
    route: 'DELETE /publishing/domains/custom (the owner’s)',
    request: (f) => ({
      method: 'DELETE',
      url: '/publishing/domains/custom',
      payload: { domainName: f.domainName },
    }),
    statuses: [200, 404, 404, 404, 401, 404, 401],
    unchanged: async (w, f) => expect(await ownersDomain(w, f)).toBeDefined(),
  },
  {
    route: 'POST /publishing/domains/addTxtRecord (the owner’s)',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/addTxtRecord',
      payload: { domainName: f.domainName },
    }),
    statuses: [200, 404, 404, 404, 401, 404, 401],
  },
  {
    route: 'POST /publishing/domains/connectToDeployment (the owner’s domain, the team’s deployment)',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/connectToDeployment',
      payload: { domainName: f.domainName, deploymentId: f.deploymentId },
    }),
    statuses: [200, 404, 404, 404, 401, 404, 401],
    onSuccess: async (_body, _role, f, w) =>
      expect((await siteGet(w.app, f.domainName)).body).toContain('matrix'),
    unchanged: async (w, f) => expect(await ownersDomain(w, f)).toMatchObject({ deploymentId: null }),
  },
  {
    route: 'POST /publishing/domains/disconnectToDeployment (the owner’s)',
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/disconnectToDeployment',
      payload: { domainName: f.domainName },
    }),
    statuses: [200, 404, 404, 404, 401, 404, 401],
  },
  {
    route: 'GET /publishing/domains/statusEvents',
    request: () => ({ method: 'GET', url: '/publishing/domains/statusEvents' }),
    statuses: [200, 200, 200, 200, 401, 200, 401],
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
