import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';
import { libraryNameSchema } from './snippets.js';

/** Saved parameter values for one node definition. */
export const nodePresetSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  definitionName: z.string(),
  params: z.record(z.string(), z.unknown()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type NodePreset = z.infer<typeof nodePresetSchema>;

export const createNodePresetBodySchema = z.strictObject({
  name: libraryNameSchema,
  definitionName: libraryNameSchema,
  params: z.record(z.string(), z.unknown(), { error: 'must be an object' }),
});
export type CreateNodePresetBody = z.infer<typeof createNodePresetBodySchema>;

export const updateNodePresetBodySchema = createNodePresetBodySchema.partial();
export type UpdateNodePresetBody = z.infer<typeof updateNodePresetBodySchema>;
