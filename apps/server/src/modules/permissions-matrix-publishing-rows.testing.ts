import { type CustomDomain, routes } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customDomains } from '../db/schema/index.js';
import {
  type Fresh,
  freshResources,
  type MatrixCase,
  OWNERS,
  projectRow,
  type World,
} from './permissions-matrix.testing.js';
import { call } from './projects/fixtures.testing.js';
import { deployAs, hostOf, sampleSite, siteGet } from './publishing/publishing.testing.js';

// Publishing follows the project: writers of the team project deploy, take down, roll back and
// flush; readers list; others get the project's 404; a token holder is not signed in (401).

export interface PublishingFresh extends Fresh {
  deploymentId: string;
  deploymentHost: string;
  /** A verified custom domain of the owner's (domains belong to a user, not to a project). */
  domainName: string;
}

let domainCounter = 0;

export async function freshPublishing(world: World): Promise<PublishingFresh> {
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

export const publishingRows: MatrixCase<PublishingFresh>[] = [
  {
    route: routes.publishing.deploy,
    subject: async (f, w) => ({ project: await projectRow(w, f.projectId) }),
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/deploy',
      payload: { projectId: f.projectId, branch: 'main', files: sampleSite('again') },
    }),
    unchanged: async (w, f) => expect(await deploymentCount(w, f)).toBe(1),
  },
  {
    route: routes.publishing.takeDown,
    subject: async (f, w) => ({ project: await projectRow(w, f.projectId) }),
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/takeDown',
      payload: { deploymentId: f.deploymentId },
    }),
    onSuccess: async (body) => expect((body as { takenDownAt: string | null }).takenDownAt).not.toBeNull(),
    unchanged: stillServed,
  },
  {
    route: routes.publishing.rollback,
    subject: async (f, w) => ({ project: await projectRow(w, f.projectId) }),
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/rollback',
      payload: { deploymentId: f.deploymentId },
    }),
    unchanged: stillServed,
  },
  {
    route: routes.publishing.invalidateCache,
    subject: async (f, w) => ({ project: await projectRow(w, f.projectId) }),
    request: (f) => ({
      method: 'POST',
      url: '/publishing/deployments/invalidateCache',
      payload: { deploymentId: f.deploymentId },
    }),
    unchanged: stillServed,
  },
  {
    route: routes.publishing.listByProject,
    subject: async (f, w) => ({ project: await projectRow(w, f.projectId) }),
    request: (f) => ({ method: 'GET', url: `/publishing/deployments/projects/${f.projectId}` }),
    onSuccess: (body, _role, f) =>
      expect((body as { deploymentId: string }[]).map((d) => d.deploymentId)).toEqual([f.deploymentId]),
  },
  {
    route: routes.publishing.listByUser,
    label: 'the owner’s',
    subject: (_f, w) => ({ userId: w.users.owner.user.id }),
    request: (_f, w) => ({ method: 'GET', url: `/publishing/deployments/users/${w.users.owner.user.id}` }),
    onSuccess: (body, _role, f) =>
      expect((body as { deploymentId: string }[]).map((d) => d.deploymentId)).toContain(f.deploymentId),
  },
  // Custom domains: each user's own — someone else's answers 404 as if missing.
  {
    route: routes.publishing.listDomains,
    request: () => ({ method: 'GET', url: '/publishing/domains/custom' }),
    onSuccess: (body, role, f) => {
      const names = (body as { customDomains: CustomDomain[] }).customDomains.map((d) => d.domainName);
      expect(names.includes(f.domainName)).toBe(role === 'owner');
    },
  },
  {
    route: routes.publishing.addDomain,
    label: 'the owner’s domain again',
    // Allowed to everyone signed in; the name is taken (409), by the owner too.
    ok: 409,
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/custom',
      payload: { domainName: f.domainName },
    }),
    unchanged: async (w, f) => expect(await ownersDomain(w, f)).toMatchObject({ status: 'verified' }),
  },
  {
    route: routes.publishing.deleteDomain,
    label: 'the owner’s',
    subject: (_f, w) => ({ domain: OWNERS(_f, w) }),
    request: (f) => ({
      method: 'DELETE',
      url: '/publishing/domains/custom',
      payload: { domainName: f.domainName },
    }),
    unchanged: async (w, f) => expect(await ownersDomain(w, f)).toBeDefined(),
  },
  {
    route: routes.publishing.addTxtRecord,
    label: 'the owner’s',
    subject: (_f, w) => ({ domain: OWNERS(_f, w) }),
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/addTxtRecord',
      payload: { domainName: f.domainName },
    }),
  },
  {
    route: routes.publishing.connectToDeployment,
    label: 'the owner’s domain, the team’s deployment',
    subject: async (f, w) => ({ domain: OWNERS(f, w), project: await projectRow(w, f.projectId) }),
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/connectToDeployment',
      payload: { domainName: f.domainName, deploymentId: f.deploymentId },
    }),
    onSuccess: async (_body, _role, f, w) =>
      expect((await siteGet(w.app, f.domainName)).body).toContain('matrix'),
    unchanged: async (w, f) => expect(await ownersDomain(w, f)).toMatchObject({ deploymentId: null }),
  },
  {
    route: routes.publishing.disconnectToDeployment,
    label: 'the owner’s',
    subject: (_f, w) => ({ domain: OWNERS(_f, w) }),
    request: (f) => ({
      method: 'POST',
      url: '/publishing/domains/disconnectToDeployment',
      payload: { domainName: f.domainName },
    }),
  },
  {
    route: routes.publishing.statusEvents,
    request: () => ({ method: 'GET', url: '/publishing/domains/statusEvents' }),
  },
];
