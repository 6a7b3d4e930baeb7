import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { nodePresetsPolicy } from './policy.js';
import {
  createNodePreset,
  deleteNodePreset,
  findNodePreset,
  listNodePresets,
  presentNodePreset,
  updateNodePreset,
} from './service.js';

/** GET, POST /nodePresets; GET, PATCH, DELETE /nodePresets/{id} — owner only. */
export default async function nodePresetsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.nodePresets.list, { auth: nodePresetsPolicy.guard('use') }).handle(async ({ user }) =>
    (await listNodePresets(db, user.id)).map(presentNodePreset),
  );
  route(app, routes.nodePresets.create, { auth: nodePresetsPolicy.guard('use') }).handle(
    async ({ user, body }) => presentNodePreset(await createNodePreset(db, user.id, body)),
  );
  route(app, routes.nodePresets.get, { auth: nodePresetsPolicy.guard('use') }).handle(
    async ({ user, params }) => presentNodePreset(await findNodePreset(db, user.id, params.id)),
  );
  route(app, routes.nodePresets.update, { auth: nodePresetsPolicy.guard('use') }).handle(
    async ({ user, params, body }) => presentNodePreset(await updateNodePreset(db, user.id, params.id, body)),
  );
  route(app, routes.nodePresets.delete, { auth: nodePresetsPolicy.guard('use') }).handle(
    async ({ user, params }) => {
      await deleteNodePreset(db, user.id, params.id);
      return { ok: true as const };
    },
  );
}
