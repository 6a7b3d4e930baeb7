import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { usersPolicy } from './policy.js';
import { findPublicProfile, presentMe, updateMe } from './service.js';

/** GET, PATCH /users/me; GET /users/profiles/{id}. */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(app, routes.users.getMe, { auth: usersPolicy.guard('useOwn') }).handle(async ({ user }) =>
    presentMe(db, user, config.adminEmails),
  );

  route(app, routes.users.updateMe, { auth: usersPolicy.guard('useOwn') }).handle(async ({ user, body }) =>
    presentMe(db, await updateMe(db, user, body), config.adminEmails),
  );

  route(app, routes.users.getProfile).handle(async ({ params }) => findPublicProfile(db, params.id));
}
