import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { loadCaller, requireWritableProject } from '../../permissions/index.js';
import { DEPLOYMENT_TAKEN_DOWN, findDeployment } from './deployment-service.js';
import { normaliseDomainName } from './domain-name.js';
import {
  addDomain,
  checkAgainNow,
  connect,
  deleteDomain,
  disconnect,
  findOwnDomain,
  listDomains,
  presentDomain,
} from './domain-service.js';
import { publishingPolicy } from './policy.js';
import { listStatusChanges } from './status-events.js';

/**
 * Custom domains (spec 1 §3, §7): a user's own; connecting one needs it verified and write
 * access to the deployment's project.
 */
export async function domainRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const { sitesDomain } = config.publishing;
  const normalise = (name: string) => normaliseDomainName(name, app.sites.rules.appHostNames);
  const present = (row: Parameters<typeof presentDomain>[0]) => presentDomain(row, sitesDomain);

  route(app, routes.publishing.listDomains, { auth: publishingPolicy.guard('useDomain') }).handle(
    async ({ user }) => ({
      customDomains: (await listDomains(db, user.id)).map(present),
    }),
  );

  route(app, routes.publishing.addDomain, { auth: publishingPolicy.guard('useDomain') }).handle(
    async ({ user, body }) => present(await addDomain(db, user.id, normalise(body.domainName))),
  );

  route(app, routes.publishing.deleteDomain, { auth: publishingPolicy.guard('useDomain') }).handle(
    async ({ user, body }) => {
      const domain = await findOwnDomain(db, user.id, normalise(body.domainName));
      await deleteDomain(db, app.sites, domain.domainName);
      return { ok: true as const };
    },
  );

  route(app, routes.publishing.addTxtRecord, { auth: publishingPolicy.guard('useDomain') }).handle(
    async ({ user, body }) => {
      const domain = await findOwnDomain(db, user.id, normalise(body.domainName));
      return present(await checkAgainNow(db, app.sites, domain.domainName, new Date()));
    },
  );

  route(app, routes.publishing.connectToDeployment, { auth: publishingPolicy.guard('connectDomain') }).handle(
    async ({ user, body }) => {
      const domain = await findOwnDomain(db, user.id, normalise(body.domainName));
      const deployment = await findDeployment(db, body.deploymentId);
      await requireWritableProject(db, deployment.projectId, await loadCaller(db, user), {
        allowArchived: true,
      });
      if (deployment.takenDownAt) throw new ValidationError(`body.deploymentId: ${DEPLOYMENT_TAKEN_DOWN}`);
      return present(await connect(db, app.sites, domain, deployment.id));
    },
  );

  route(app, routes.publishing.disconnectToDeployment, { auth: publishingPolicy.guard('useDomain') }).handle(
    async ({ user, body }) => {
      const domain = await findOwnDomain(db, user.id, normalise(body.domainName));
      return present(await disconnect(db, app.sites, domain.domainName));
    },
  );

  route(app, routes.publishing.statusEvents, { auth: publishingPolicy.guard('useDomain') }).handle(
    async ({ user, query }) => listStatusChanges(db, user.id, query.after),
  );
}
