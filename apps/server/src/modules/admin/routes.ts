import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import { NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import {
  callerOf,
  findProjectRow,
  loadCaller,
  PROJECT_NOT_FOUND,
  projectAccess,
} from '../../permissions/index.js';
import { loadVersionedGraphJson } from '../../project-log/graph-store.js';
import { graphFragment, sendProjectWithGraphJson } from '../projects/index.js';
import { adminPolicy } from './policy.js';

/**
 * GET /admin/projects/{id}: any project, archived ones too, for administrators (ADMIN_EMAILS,
 * checked here, never trusted from the client). Read-only unless the rules of §6 allow writing.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // signed in before the input, the administrator check after it: a malformed id is a 400 for
  // anybody signed in (validate → authorize), as on every other route
  route(app, routes.admin.getProject, { auth: requireUser }).handle(async ({ params, user, reply }) => {
    adminPolicy.authorize(callerOf(user), 'readAnyProject', undefined);
    const row = await findProjectRow(db, params.id);
    if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
    const readonly = projectAccess(row, await loadCaller(db, user)) !== 'write';
    const loaded = await loadVersionedGraphJson(db, row.id);
    if (!loaded) throw new NotFoundError(PROJECT_NOT_FOUND);
    return sendProjectWithGraphJson(reply, row, graphFragment(loaded), readonly);
  });
}
