import { defineRoute } from '../route.js';
import { okResponseSchema } from '../schemas/common.js';
import {
  layoutListSchema,
  layoutQuerySchema,
  layoutSchema,
  saveLayoutBodySchema,
} from '../schemas/layouts.js';
import { nameParamsSchema } from '../schemas/preferences.js';

/** The layouts calls, implemented by apps/server/src/modules/layouts. */
export const layoutsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/users/layouts',
    query: layoutQuerySchema,
    response: layoutListSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/users/layouts/:name',
    params: nameParamsSchema,
    body: saveLayoutBodySchema,
    response: layoutSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/users/layouts/:name',
    params: nameParamsSchema,
    query: layoutQuerySchema,
    response: okResponseSchema,
  }),
} as const;
