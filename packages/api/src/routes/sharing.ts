import { defineRoute } from '../route.js';
import { projectSchema } from '../schemas/projects.js';
import {
  accessTokenListSchema,
  accessTokenParamsSchema,
  accessTokenSchema,
  createAccessTokenBodySchema,
  createdAccessTokenSchema,
  projectIdParamsSchema,
  updateAccessTokenBodySchema,
} from '../schemas/sharing.js';

/** The sharing calls, implemented by apps/server/src/modules/sharing. */
export const sharingRoutes = {
  getByAccessToken: defineRoute({
    method: 'GET',
    path: '/projects/byAccessToken',
    response: projectSchema,
    rateLimit: 'tokenLookup',
    /** 409 ProjectArchived: an archived project is not opened. */
    errors: [409],
  }),
  listAccessTokens: defineRoute({
    method: 'GET',
    path: '/projects/:projectId/accessTokens',
    params: projectIdParamsSchema,
    response: accessTokenListSchema,
  }),
  createAccessToken: defineRoute({
    method: 'POST',
    path: '/projects/:projectId/accessTokens',
    params: projectIdParamsSchema,
    body: createAccessTokenBodySchema,
    response: createdAccessTokenSchema,
    status: 201,
  }),
  revokeAccessToken: defineRoute({
    method: 'PATCH',
    path: '/projects/:projectId/accessTokens/:tokenId',
    params: accessTokenParamsSchema,
    body: updateAccessTokenBodySchema,
    response: accessTokenSchema,
  }),
} as const;
