import type { FastifyInstance } from 'fastify';
import { deploymentRoutes } from './deployment-routes.js';

/** Publishing (spec 1 §7): deployments; published sites themselves are served by src/sites. */
export default async function publishingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(deploymentRoutes);
}
