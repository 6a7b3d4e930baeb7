import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import {
  callerOf,
  loadCaller,
  requireReadableProject,
  requireWritableProject,
} from '../../permissions/index.js';
import {
  deploy,
  findDeployment,
  listProjectDeployments,
  listUserDeployments,
  rollback,
  takeDown,
} from './deployment-service.js';
import { publishingPolicy } from './policy.js';

/**
 * Deployments (spec 1 §7 Publishing): deploying, taking down, rolling back and flushing caches
 * need write access to the project; listing a project's deployments needs read access.
 */
export async function deploymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const limits = config.publishing;
  const context = { publicUrl: config.publicUrl, sitesDomain: config.publishing.sitesDomain };
  // Files travel as base64 at worst (4/3 of their size), plus JSON framing per file.
  const deployBodyLimit = Math.ceil((limits.maxTotalBytes * 4) / 3) + limits.maxFiles * 2048 + 1024 * 1024;

  route(app, routes.publishing.deploy, {
    auth: publishingPolicy.guard('publish'),
    bodyLimit: deployBodyLimit,
  }).handle(async ({ user, body }) => {
    const project = await requireWritableProject(db, body.projectId, await loadCaller(db, user));
    return deploy(db, app.sites, project, user.id, body, limits, context);
  });

  /** The deployment, once the caller may write its project. */
  const writableDeployment = async (user: Parameters<typeof loadCaller>[1], id: string) => {
    const deployment = await findDeployment(db, id);
    await requireWritableProject(db, deployment.projectId, await loadCaller(db, user), {
      allowArchived: true,
    });
    return deployment;
  };

  route(app, routes.publishing.takeDown, { auth: publishingPolicy.guard('publish') }).handle(
    async ({ user, body }) => {
      await writableDeployment(user, body.deploymentId);
      return takeDown(db, app.sites, body.deploymentId, new Date(), context);
    },
  );

  route(app, routes.publishing.rollback, { auth: publishingPolicy.guard('publish') }).handle(
    async ({ user, body }) => {
      return rollback(db, app.sites, await writableDeployment(user, body.deploymentId), context);
    },
  );

  route(app, routes.publishing.invalidateCache, { auth: publishingPolicy.guard('publish') }).handle(
    async ({ user, body }) => {
      await writableDeployment(user, body.deploymentId);
      await app.sites.invalidate({ type: 'deployment', deploymentId: body.deploymentId });
      return { ok: true as const };
    },
  );

  route(app, routes.publishing.listByProject, { auth: publishingPolicy.guard('readSites') }).handle(
    async ({ user, params }) => {
      await requireReadableProject(db, params.projectId, await loadCaller(db, user), { allowArchived: true });
      return listProjectDeployments(db, params.projectId, context);
    },
  );

  route(app, routes.publishing.listByUser, { auth: publishingPolicy.guard('listOwnSites') }).handle(
    async ({ user, params }) => {
      publishingPolicy.authorize(callerOf(user), 'listOwnSites', { userId: params.userId });
      return listUserDeployments(db, params.userId, context);
    },
  );
}
