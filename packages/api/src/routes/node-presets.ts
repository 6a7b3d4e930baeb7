import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idParamsSchema, okResponseSchema } from '../schemas/common.js';
import {
  createNodePresetBodySchema,
  nodePresetSchema,
  updateNodePresetBodySchema,
} from '../schemas/node-presets.js';

/** The node-presets calls, implemented by apps/server/src/modules/node-presets. */
export const nodePresetsRoutes = {
  list: defineRoute({ method: 'GET', path: '/nodePresets', response: z.array(nodePresetSchema) }),
  create: defineRoute({
    method: 'POST',
    path: '/nodePresets',
    body: createNodePresetBodySchema,
    response: nodePresetSchema,
    status: 201,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/nodePresets/:id',
    params: idParamsSchema,
    response: nodePresetSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/nodePresets/:id',
    params: idParamsSchema,
    body: updateNodePresetBodySchema,
    response: nodePresetSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/nodePresets/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
} as const;
