import { defineRoute } from '../route.js';
import { idParamsSchema } from '../schemas/common.js';
import { projectSchema } from '../schemas/projects.js';

/** The admin calls, implemented by apps/server/src/modules/admin. */
export const adminRoutes = {
  getProject: defineRoute({
    method: 'GET',
    path: '/admin/projects/:id',
    params: idParamsSchema,
    response: projectSchema,
  }),
} as const;
