import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import { route } from '../../http/route.js';
import { deleteLayout, listLayouts, saveLayout } from './service.js';

/** GET /users/layouts(?projectId); POST, DELETE /users/layouts/{name} — the caller's own layouts. */
export default async function layoutsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.layouts.list, { auth: requireUser }).handle(async ({ user, query }) =>
    listLayouts(db, user, query.projectId),
  );
  route(app, routes.layouts.save, { auth: requireUser }).handle(async ({ user, params, body }) =>
    saveLayout(db, user, params.name, body.json, body.projectId),
  );
  route(app, routes.layouts.delete, { auth: requireUser }).handle(async ({ user, params, query }) => {
    await deleteLayout(db, user, params.name, query.projectId);
    return { ok: true as const };
  });
}
