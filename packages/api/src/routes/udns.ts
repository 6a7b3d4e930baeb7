import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idParamsSchema, okResponseSchema } from '../schemas/common.js';
import {
  createUdnBodySchema,
  publishUdnParamsSchema,
  udnIdsBodySchema,
  udnListQuerySchema,
  udnListSchema,
  udnMetadataSchema,
  udnVersionGroupBodySchema,
  udnVersionGroupSchema,
  udnWithGraphSchema,
  updateUdnBodySchema,
} from '../schemas/udns.js';

/** The udns calls, implemented by apps/server/src/modules/udns. */
export const udnsRoutes = {
  list: defineRoute({ method: 'GET', path: '/udns', query: udnListQuerySchema, response: udnListSchema }),
  create: defineRoute({
    method: 'POST',
    path: '/udns',
    body: createUdnBodySchema,
    response: udnMetadataSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/udns/:id',
    params: idParamsSchema,
    body: updateUdnBodySchema,
    response: udnMetadataSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/udns/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
  getWithGraphsByIds: defineRoute({
    method: 'POST',
    path: '/udns/getWithGraphsByIds',
    body: udnIdsBodySchema,
    response: z.array(udnWithGraphSchema),
  }),
  getWithoutGraphsByIds: defineRoute({
    method: 'POST',
    path: '/udns/getWithoutGraphsByIds',
    body: udnIdsBodySchema,
    response: z.array(udnMetadataSchema),
  }),
  publishVersion: defineRoute({
    method: 'POST',
    path: '/udns/:id/versions/:version',
    params: publishUdnParamsSchema,
    response: udnMetadataSchema,
    status: 201,
  }),
  createVersionGroup: defineRoute({
    method: 'POST',
    path: '/udns/versionGroups',
    body: udnVersionGroupBodySchema,
    response: udnVersionGroupSchema,
    status: 201,
  }),
  updateVersionGroup: defineRoute({
    method: 'PATCH',
    path: '/udns/versionGroups/:id',
    params: idParamsSchema,
    body: udnVersionGroupBodySchema,
    response: udnVersionGroupSchema,
  }),
  deleteVersionGroup: defineRoute({
    method: 'DELETE',
    path: '/udns/versionGroups/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
} as const;
