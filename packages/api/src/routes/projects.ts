import { z } from 'zod';
import { orderedUserEventSchema } from '../protocol/collab-protocol.js';
import { defineRoute } from '../route.js';
import { idParamsSchema, okResponseSchema } from '../schemas/common.js';
import {
  graphUpdateBodySchema,
  graphUpdateResponseSchema,
  projectEventsQuerySchema,
} from '../schemas/graph.js';
import {
  createProjectBodySchema,
  projectListSchema,
  projectSchema,
  projectSummarySchema,
  updateProjectMetadataBodySchema,
} from '../schemas/projects.js';

/** The projects calls, implemented by apps/server/src/modules/projects. */
export const projectsRoutes = {
  list: defineRoute({ method: 'GET', path: '/projects', response: projectListSchema }),
  create: defineRoute({
    method: 'POST',
    path: '/projects',
    body: createProjectBodySchema,
    response: projectSchema,
    status: 201,
  }),
  officialDemo: defineRoute({
    method: 'GET',
    path: '/projects/official/demo',
    response: z.array(projectSchema),
  }),
  /** With x-project-access-token, the project that token shares (rate-limited like byAccessToken). */
  get: defineRoute({
    method: 'GET',
    path: '/projects/:id',
    params: idParamsSchema,
    response: projectSchema,
    rateLimit: 'tokenLookup',
    /** 304 when If-None-Match names the current version. */
    otherSuccess: [304],
    /** 409 ProjectArchived: an archived project is not opened. */
    errors: [409],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/projects/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
  updateGraph: defineRoute({
    method: 'POST',
    path: '/projects/:id/graph',
    params: idParamsSchema,
    body: graphUpdateBodySchema,
    response: graphUpdateResponseSchema,
  }),
  /** A page of the project's ordered log, oldest first (history replay over every session). */
  events: defineRoute({
    method: 'GET',
    path: '/projects/:id/events',
    params: idParamsSchema,
    query: projectEventsQuerySchema,
    response: z.object({
      events: z.array(orderedUserEventSchema),
      headCounter: z.number().int().nonnegative(),
    }),
    /** a share link's token may read it too, as it may read the project */
    rateLimit: 'tokenLookup',
    /** 409 ProjectArchived: an archived project is not opened. */
    errors: [409],
  }),
  updateMetadata: defineRoute({
    method: 'PATCH',
    path: '/projects/:id/metadata',
    params: idParamsSchema,
    body: updateProjectMetadataBodySchema,
    response: projectSummarySchema,
  }),
} as const;
