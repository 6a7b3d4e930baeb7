import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { formsPolicy } from './policy.js';
import publicReplyRoutes from './public-reply-routes.js';
import {
  createForm,
  findForm,
  findReply,
  listForms,
  listReplies,
  markReply,
  presentForm,
  presentReply,
  updateForm,
} from './service.js';

/** Forms and their replies: owner only, except the public POST /forms/{id}/replies. */
export default async function formsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.forms.list, { auth: formsPolicy.guard('use') }).handle(async ({ user }) =>
    (await listForms(db, user.id)).map(presentForm),
  );
  route(app, routes.forms.create, { auth: formsPolicy.guard('use') }).handle(async ({ user, body }) =>
    presentForm(await createForm(db, user.id, body)),
  );
  route(app, routes.forms.get, { auth: formsPolicy.guard('use') }).handle(async ({ user, params }) =>
    presentForm(await findForm(db, user.id, params.id)),
  );
  route(app, routes.forms.update, { auth: formsPolicy.guard('use') }).handle(async ({ user, params, body }) =>
    presentForm(await updateForm(db, user.id, params.id, body)),
  );
  route(app, routes.forms.listReplies, { auth: formsPolicy.guard('use') }).handle(async ({ user, params }) =>
    (await listReplies(db, user.id, params.id)).map(presentReply),
  );
  route(app, routes.forms.getReply, { auth: formsPolicy.guard('use') }).handle(async ({ user, params }) =>
    presentReply(await findReply(db, user.id, params.id, params.replyId)),
  );
  route(app, routes.forms.updateReply, { auth: formsPolicy.guard('use') }).handle(
    async ({ user, params, body }) =>
      presentReply(await markReply(db, user.id, params.id, params.replyId, body.read)),
  );
  await app.register(publicReplyRoutes);
}
