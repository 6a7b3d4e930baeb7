import { CURRENT_USER_PATH } from '../constants.js';
import { defineRoute } from '../route.js';
import { idParamsSchema } from '../schemas/common.js';
import { meResponseSchema, publicProfileSchema, updateMeBodySchema } from '../schemas/users.js';

/** The users calls, implemented by apps/server/src/modules/users. */
export const usersRoutes = {
  getMe: defineRoute({ method: 'GET', path: CURRENT_USER_PATH, response: meResponseSchema }),
  updateMe: defineRoute({
    method: 'PATCH',
    path: CURRENT_USER_PATH,
    body: updateMeBodySchema,
    response: meResponseSchema,
  }),
  getProfile: defineRoute({
    method: 'GET',
    path: '/users/profiles/:id',
    params: idParamsSchema,
    response: publicProfileSchema,
  }),
} as const;
