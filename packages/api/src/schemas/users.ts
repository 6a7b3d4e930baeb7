import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';

export const deletionRequestSchema = z.object({
  requestedAt: isoDateSchema,
  scheduledFor: isoDateSchema,
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** GET /users/me: the signed-in user. */
export const meResponseSchema = z.object({
  id: objectIdSchema,
  email: z.string().nullable(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  deletionRequest: deletionRequestSchema.nullable(),
});
export type Me = z.infer<typeof meResponseSchema>;

const nameField = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const optionalNamePart = z.string().trim().max(100, 'must be at most 100 characters').nullable();

/** PATCH /users/me: every field optional, unknown fields refused. */
export const updateMeBodySchema = z.strictObject({
  name: nameField.optional(),
  firstName: optionalNamePart.optional(),
  lastName: optionalNamePart.optional(),
  avatarUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(2048, 'must be at most 2048 characters')
    .nullable()
    .optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** GET /users/profiles/{id}: what anybody may see of a user — never the e-mail. */
export const publicProfileSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
