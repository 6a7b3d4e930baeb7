import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { snippetsPolicy } from './policy.js';
import { createSnippet, deleteSnippet, listSnippets, presentSnippet, updateSnippet } from './service.js';

/** GET, POST /snippets; PATCH, DELETE /snippets/{id}; PATCH /snippets/{id}/graph — owner only. */
export default async function snippetsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.snippets.list, { auth: snippetsPolicy.guard('use') }).handle(async ({ user }) =>
    (await listSnippets(db, user.id)).map(presentSnippet),
  );
  route(app, routes.snippets.create, { auth: snippetsPolicy.guard('use') }).handle(async ({ user, body }) =>
    presentSnippet(await createSnippet(db, user.id, body)),
  );
  route(app, routes.snippets.update, { auth: snippetsPolicy.guard('use') }).handle(
    async ({ user, params, body }) => presentSnippet(await updateSnippet(db, user.id, params.id, body)),
  );
  route(app, routes.snippets.updateGraph, { auth: snippetsPolicy.guard('use') }).handle(
    async ({ user, params, body }) =>
      presentSnippet(await updateSnippet(db, user.id, params.id, { graph: body.graph })),
  );
  route(app, routes.snippets.delete, { auth: snippetsPolicy.guard('use') }).handle(
    async ({ user, params }) => {
      await deleteSnippet(db, user.id, params.id);
      return { ok: true as const };
    },
  );
}
