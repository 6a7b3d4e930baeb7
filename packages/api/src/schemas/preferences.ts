import { z } from 'zod';
import { wholeNumberSchema } from '../numbers.js';

export { DEFAULT_PREFERENCE_NAME, DEFAULT_PREFERENCES } from '../preference-defaults.js';

/** Names of layouts and preference sets (path parameter). */
export const settingNameSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9 _.-]+$/, 'must be letters, digits, spaces or . _ -');
export const nameParamsSchema = z.object({ name: settingNameSchema });

const word = z.string().max(100, 'must be at most 100 characters');
/**
 * The known preferences are typed; other keys (newer clients) are kept when they hold plain
 * values. Every key is optional: a set may override only some of the defaults.
 */
export const preferenceJsonSchema = z
  .strictObject({
    theme: z.enum(['dark', 'light']).optional(),
    nodeShape: word.optional(),
    gridType: word.optional(),
    gridSize: wholeNumberSchema({ min: 1, max: 1000 }).optional(),
    gridEnabled: z.boolean().optional(),
    naturalScrolling: z.boolean().optional(),
    maxNameTagZoom: z.number().min(0, 'must be at least 0').max(100, 'must be at most 100').optional(),
    connectionLineType: word.optional(),
    showExpressionReferences: word.optional(),
    showNodeReferences: word.optional(),
    inputDeviceType: word.optional(),
  })
  .catchall(z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]));

export const preferenceSchema = z.object({ name: z.string(), json: preferenceJsonSchema });
export type Preference = z.infer<typeof preferenceSchema>;
export const preferenceListSchema = z.array(preferenceSchema);
export const savePreferenceBodySchema = z.strictObject({ json: preferenceJsonSchema });
