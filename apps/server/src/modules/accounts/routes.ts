import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { accountsPolicy, targetAccountId } from './policy.js';
import { cancelDeletion, requestDeletion } from './service.js';

/** POST /accounts/deletion/request and /cancel: the signed-in user's own account. */
export default async function accountsRoutes(app: FastifyInstance): Promise<void> {
  route(app, routes.accounts.requestDeletion, { auth: accountsPolicy.guard('deleteOwnAccount') }).handle(
    async ({ user, body, reply }) => {
      const { deletionRequest, created } = await requestDeletion(app.db, targetAccountId(user), body.reason);
      reply.code(created ? 201 : 200);
      return { deletionRequest };
    },
  );

  route(app, routes.accounts.cancelDeletion, { auth: accountsPolicy.guard('deleteOwnAccount') }).handle(
    async ({ user }) => {
      await cancelDeletion(app.db, targetAccountId(user));
      return { deletionRequest: null };
    },
  );
}
