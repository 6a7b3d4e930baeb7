import { HEADER_PROJECT_ACCESS_TOKEN, routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import {
  loadCaller,
  PROJECT_NOT_FOUND,
  requireReadableProject,
  requireWritableProject,
} from '../../permissions/index.js';
import { loadVersionedGraphJson } from '../../project-log/graph-store.js';
import { graphFragment, sendProjectWithGraphJson } from '../projects/index.js';
import { sharingPolicy } from './policy.js';
import {
  createAccessToken,
  listAccessTokens,
  requireAccessTokenProject,
  revokeAccessToken,
} from './service.js';

/** GET /projects/byAccessToken; GET, POST /projects/{projectId}/accessTokens; PATCH …/{tokenId}. */
export default async function sharingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // Rate-limited per client address (the route table's 'tokenLookup').
  route(app, routes.sharing.getByAccessToken, { auth: sharingPolicy.openGuard('openByToken') }).handle(
    async ({ request, user, reply }) => {
      const header = request.headers[HEADER_PROJECT_ACCESS_TOKEN];
      const secret = Array.isArray(header) ? header[0] : header;
      if (!secret) throw new ValidationError(`${HEADER_PROJECT_ACCESS_TOKEN} header is required`);
      const tokenProjectId = await requireAccessTokenProject(db, secret);
      const caller = { ...(await loadCaller(db, user)), tokenProjectId };
      const { row } = await requireReadableProject(db, tokenProjectId, caller);
      // Opened through a token, the project is read-only, whoever holds the token.
      const loaded = await loadVersionedGraphJson(db, row.id);
      if (!loaded) throw new NotFoundError(PROJECT_NOT_FOUND);
      return sendProjectWithGraphJson(reply, row, graphFragment(loaded), true);
    },
  );

  // Managing tokens needs write access to the project.
  route(app, routes.sharing.listAccessTokens, { auth: sharingPolicy.guard('manageTokens') }).handle(
    async ({ params, user }) => {
      await requireWritableProject(db, params.projectId, await loadCaller(db, user), { allowArchived: true });
      return listAccessTokens(db, params.projectId);
    },
  );

  route(app, routes.sharing.createAccessToken, { auth: sharingPolicy.guard('manageTokens') }).handle(
    async ({ params, user, body }) => {
      await requireWritableProject(db, params.projectId, await loadCaller(db, user));
      return createAccessToken(
        db,
        params.projectId,
        user.id,
        body.expiredAt,
        app.config.limits.accessTokenMaxDays,
      );
    },
  );

  route(app, routes.sharing.revokeAccessToken, { auth: sharingPolicy.guard('manageTokens') }).handle(
    async ({ params, user }) => {
      await requireWritableProject(db, params.projectId, await loadCaller(db, user), { allowArchived: true });
      return revokeAccessToken(db, params.projectId, params.tokenId);
    },
  );
}
