import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';

/** A project access token as listed: never its secret. */
export const accessTokenSchema = z.object({
  id: objectIdSchema,
  projectId: objectIdSchema,
  expiredAt: isoDateSchema,
  revokedAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  createdByUserId: objectIdSchema.nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** POST answer: the secret (sent as x-project-access-token) is shown this once; only its hash is kept. */
export const createdAccessTokenSchema = accessTokenSchema.extend({ token: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

export const accessTokenListSchema = z.array(accessTokenSchema);

export const projectIdParamsSchema = z.object({ projectId: objectIdSchema });
export const accessTokenParamsSchema = z.object({ projectId: objectIdSchema, tokenId: objectIdSchema });

export const createAccessTokenBodySchema = z.strictObject({ expiredAt: isoDateSchema });
export type CreateAccessTokenBody = z.infer<typeof createAccessTokenBodySchema>;

/** PATCH …/accessTokens/{tokenId}: revoking is the only change (and cannot be undone). */
export const updateAccessTokenBodySchema = z.strictObject({ revoked: z.literal(true) });
export type UpdateAccessTokenBody = z.infer<typeof updateAccessTokenBodySchema>;
