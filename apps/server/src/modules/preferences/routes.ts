import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { preferencesPolicy } from './policy.js';
import { deletePreference, listPreferences, savePreference } from './service.js';

/** GET /users/preferences; POST, DELETE /users/preferences/{name} — the caller's own sets. */
export default async function preferencesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.preferences.list, { auth: preferencesPolicy.guard('useOwn') }).handle(async ({ user }) =>
    listPreferences(db, user.id),
  );
  route(app, routes.preferences.save, { auth: preferencesPolicy.guard('useOwn') }).handle(
    async ({ user, params, body }) => savePreference(db, user.id, params.name, body.json),
  );
  route(app, routes.preferences.delete, { auth: preferencesPolicy.guard('useOwn') }).handle(
    async ({ user, params }) => {
      await deletePreference(db, user.id, params.name);
      return { ok: true as const };
    },
  );
}
