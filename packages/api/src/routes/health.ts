import { defineRoute } from '../route.js';
import { healthResponseSchema, liveResponseSchema } from '../schemas/health.js';

/** The health calls, implemented by apps/server/src/modules/health. */
export const healthRoutes = {
  /** Readiness: answers 503 when the database does not. */
  check: defineRoute({ method: 'GET', path: '/health', response: healthResponseSchema }),
  /** Liveness: the process answers; no IO. */
  live: defineRoute({ method: 'GET', path: '/health/live', response: liveResponseSchema }),
} as const;
