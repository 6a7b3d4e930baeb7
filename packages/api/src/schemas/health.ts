import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['reachable', 'unreachable']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /health/live: the process answers; nothing else is checked (no database, no session). */
export const liveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
