import type { FastifyInstance } from 'fastify';
import { deploymentRoutes } from './deployment-routes.js';
import { domainRoutes } from './domain-routes.js';
import { webhookRoutes } from './webhook-routes.js';

/** Publishing (spec 1 §7): deployments, custom domains, the status webhook; sites are served by src/sites. */
export default async function publishingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(deploymentRoutes);
  await app.register(domainRoutes);
  // Its own plugin: the raw-body parser must not reach the JSON routes.
  await app.register(webhookRoutes);
}
