import { z } from 'zod';
import { deletionRequestSchema } from './users.js';

export const deletionRequestBodySchema = z.object({
  reason: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
});
export type DeletionRequestBody = z.infer<typeof deletionRequestBodySchema>;

export const deletionStatusResponseSchema = z.object({
  deletionRequest: deletionRequestSchema.nullable(),
});
export type DeletionStatusResponse = z.infer<typeof deletionStatusResponseSchema>;
