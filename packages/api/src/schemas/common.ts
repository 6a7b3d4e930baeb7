import { z } from 'zod';
import { ID_LENGTH } from '../constants.js';

/** A 24-character lowercase hex id. */
export const objectIdSchema = z
  .string()
  .regex(new RegExp(`^[0-9a-f]{${ID_LENGTH}}$`), `must be a ${ID_LENGTH}-character lowercase hex id`);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: objectIdSchema });

/** Dates travel as ISO 8601 strings. */
export const isoDateSchema = z.iso.datetime();

/** The body of every error response. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A response with no content worth reading. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
