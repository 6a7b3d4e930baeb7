import { accountsRoutes } from './accounts.js';
import { adminRoutes } from './admin.js';
import { assetsRoutes } from './assets.js';
import { authRoutes } from './auth.js';
import { formsRoutes } from './forms.js';
import { healthRoutes } from './health.js';
import { layoutsRoutes } from './layouts.js';
import { nodePresetsRoutes } from './node-presets.js';
import { openapiRoutes } from './openapi.js';
import { preferencesRoutes } from './preferences.js';
import { projectsRoutes } from './projects.js';
import { publishingRoutes } from './publishing.js';
import { sharingRoutes } from './sharing.js';
import { snapshotsRoutes } from './snapshots.js';
import { snippetsRoutes } from './snippets.js';
import { subscriptionsRoutes } from './subscriptions.js';
import { teamsRoutes } from './teams.js';
import { udnsRoutes } from './udns.js';
import { usersRoutes } from './users.js';

/**
 * The route table: every REST call under API_BASE_PATH, grouped by the areas of spec 1 §7, one file
 * per area (the server module of the same name implements it). Add a call to its area's file first,
 * then implement it on the server with `route(app, routes.<area>.<name>, …)`.
 */
export const routes = {
  health: healthRoutes,
  openapi: openapiRoutes,
  auth: authRoutes,
  users: usersRoutes,
  accounts: accountsRoutes,
  projects: projectsRoutes,
  sharing: sharingRoutes,
  admin: adminRoutes,
  snapshots: snapshotsRoutes,
  teams: teamsRoutes,
  udns: udnsRoutes,
  snippets: snippetsRoutes,
  nodePresets: nodePresetsRoutes,
  layouts: layoutsRoutes,
  preferences: preferencesRoutes,
  assets: assetsRoutes,
  forms: formsRoutes,
  publishing: publishingRoutes,
  subscriptions: subscriptionsRoutes,
} as const;
