import { defineRoute } from '../route.js';
import { okResponseSchema } from '../schemas/common.js';
import {
  nameParamsSchema,
  preferenceListSchema,
  preferenceSchema,
  savePreferenceBodySchema,
} from '../schemas/preferences.js';

/** The preferences calls, implemented by apps/server/src/modules/preferences. */
export const preferencesRoutes = {
  list: defineRoute({ method: 'GET', path: '/users/preferences', response: preferenceListSchema }),
  save: defineRoute({
    method: 'POST',
    path: '/users/preferences/:name',
    params: nameParamsSchema,
    body: savePreferenceBodySchema,
    response: preferenceSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/users/preferences/:name',
    params: nameParamsSchema,
    response: okResponseSchema,
  }),
} as const;
