import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['reachable', 'unreachable']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
