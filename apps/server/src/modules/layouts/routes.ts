import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { loadCaller, requireReadableProject } from '../../permissions/index.js';
import { layoutsPolicy } from './policy.js';
import { deleteLayout, listLayouts, saveLayout } from './service.js';

/** GET /users/layouts(?projectId); POST, DELETE /users/layouts/{name} — the caller's own layouts. */
export default async function layoutsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.layouts.list, { auth: layoutsPolicy.guard('useOwn') }).handle(async ({ user, query }) =>
    listLayouts(db, user, query.projectId),
  );
  route(app, routes.layouts.save, { auth: layoutsPolicy.guard('useOwn') }).handle(
    async ({ user, params, body }) => {
      // A layout kept for a project needs read access to it (the policy's project rule).
      if (body.projectId) {
        await requireReadableProject(db, body.projectId, await loadCaller(db, user), { allowArchived: true });
      }
      return saveLayout(db, user, params.name, body.json, body.projectId);
    },
  );
  route(app, routes.layouts.delete, { auth: layoutsPolicy.guard('useOwn') }).handle(
    async ({ user, params, query }) => {
      await deleteLayout(db, user, params.name, query.projectId);
      return { ok: true as const };
    },
  );
}
