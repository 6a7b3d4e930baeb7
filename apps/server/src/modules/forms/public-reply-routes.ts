import { HEADER_REQUEST_ID, routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { parseReplyValues } from './reply-values.js';
import { createReply, findPublicForm } from './service.js';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': `content-type, ${HEADER_REQUEST_ID}`,
  'access-control-max-age': '600',
};

/**
 * POST /forms/{id}/replies — public: published sites (any origin) submit replies here. CORS
 * allows every origin without credentials (no cookie is read), the origin check of
 * request-guards is lifted for this route only, and each address may send
 * FORM_REPLIES_PER_MINUTE replies per form per minute (the route table's 'formReplies').
 */
export default async function publicReplyRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (options) => {
    options.config = { ...options.config, publicCrossOrigin: true } as typeof options.config;
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(CORS_HEADERS);
  });
  app.options(routes.forms.createReply.path, async (_request, reply) => reply.code(204).send());

  route(app, routes.forms.createReply).handle(async ({ params, body, request }) => {
    const form = await findPublicForm(app.db, params.id);
    const values = parseReplyValues(form.fields as Parameters<typeof parseReplyValues>[0], body.values);
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin.slice(0, 255) : null;
    const reply = await createReply(app.db, form.id, values, origin);
    return { id: reply.id, createdAt: reply.createdAt.toISOString() };
  });
}
