import type { FastifyPluginAsync } from 'fastify';
import accountsRoutes from './accounts/routes.js';
import adminRoutes from './admin/routes.js';
import assetsRoutes from './assets/routes.js';
import authRoutes from './auth/routes.js';
import formsRoutes from './forms/routes.js';
import healthRoutes from './health/routes.js';
import layoutsRoutes from './layouts/routes.js';
import nodePresetsRoutes from './node-presets/routes.js';
import openApiRoutes from './openapi/routes.js';
import preferencesRoutes from './preferences/routes.js';
import projectsRoutes from './projects/routes.js';
import publishingRoutes from './publishing/routes.js';
import sharingRoutes from './sharing/routes.js';
import snapshotsRoutes from './snapshots/routes.js';
import snippetsRoutes from './snippets/routes.js';
import subscriptionsRoutes from './subscriptions/routes.js';
import teamsRoutes from './teams/routes.js';
import udnsRoutes from './udns/routes.js';
import usersRoutes from './users/routes.js';

/**
 * Every area of the API, registered under API_BASE_PATH (/api/nest) by app.ts.
 * A new area: create src/modules/<area>/routes.ts (default export) and add one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  openApiRoutes,
  authRoutes,
  usersRoutes,
  accountsRoutes,
  projectsRoutes,
  sharingRoutes,
  adminRoutes,
  snapshotsRoutes,
  teamsRoutes,
  udnsRoutes,
  snippetsRoutes,
  nodePresetsRoutes,
  layoutsRoutes,
  preferencesRoutes,
  assetsRoutes,
  formsRoutes,
  subscriptionsRoutes,
  publishingRoutes,
];
