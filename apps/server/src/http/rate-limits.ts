import { FORM_REPLIES_PER_MINUTE, HEADER_PROJECT_ACCESS_TOKEN, type RateLimitKind } from '@nodeloom/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The @fastify/rate-limit options of each RateLimitKind a route definition names (per client
 * address, one minute). The route table says which routes are limited, so the OpenAPI document
 * declares 429 from the same flag the server applies.
 */
export function rateLimitOptions(app: FastifyInstance, kind: RateLimitKind): Record<string, unknown> {
  const { limits, signInRateLimitPerMinute } = app.config;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  switch (kind) {
    case 'signIn':
      return perMinute(signInRateLimitPerMinute);
    case 'uploads':
      return perMinute(limits.uploadsPerMinute);
    case 'tokenLookup':
      // A token is a secret, so guessing one must be slow; calls without one (the workspace
      // opening a project, a hot path) look nothing up and are not counted.
      return {
        ...perMinute(limits.tokenLookupPerMinute),
        allowList: (request: FastifyRequest) => !request.headers[HEADER_PROJECT_ACCESS_TOKEN],
      };
    case 'formReplies':
      // Per form: a busy site's forms do not share one budget.
      return {
        ...perMinute(FORM_REPLIES_PER_MINUTE),
        keyGenerator: (request: FastifyRequest) =>
          `form-reply:${request.ip}:${(request.params as { id?: string }).id}`,
      };
  }
}
