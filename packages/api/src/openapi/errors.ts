import { z } from 'zod';
import type { RouteDefinition } from '../route.js';
import { errorBodySchema } from '../schemas/common.js';
import { isCrossOrigin, isRateLimited, type RouteAccess } from './access.js';
import type { JsonSchema, OpenApiResponse } from './types.js';

/** Every error answer of the server: `{ statusCode, error, message, code }`. */
export const ERROR_BODY_COMPONENT = 'ErrorBody';

const errorBody = (description: string, code: string, message: string): OpenApiResponse => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: `#/components/schemas/${ERROR_BODY_COMPONENT}`, examples: [{ code, message }] },
    },
  },
});

/** The error answers every route may give, as components/responses, keyed by status. */
export const ERROR_RESPONSES: Record<string, OpenApiResponse> = {
  '400': errorBody(
    'ValidationError: a path parameter, query field, body field or header (x-request-id on a state-changing call) is missing or wrong; the message names it. Also malformed JSON.',
    'ValidationError',
    'id must be a 24-character lowercase hex id',
  ),
  '401': errorBody(
    'Unauthorized: no signed-in user (or the session was revoked or expired).',
    'Unauthorized',
    'Unauthorized',
  ),
  '403': errorBody(
    'Forbidden: the caller may not do this, or a state-changing call came from an Origin that is not PUBLIC_URL or ALLOWED_ORIGINS.',
    'Forbidden',
    'Origin https://elsewhere.example is not allowed',
  ),
  '404': errorBody(
    'NotFound: the resource does not exist or the caller may not see it.',
    'NotFound',
    'Not Found',
  ),
  '409': errorBody(
    'Conflict: the change clashes with the stored state (e.g. an archived project, a name in use).',
    'Conflict',
    'Conflict',
  ),
  '413': errorBody(
    'The body is larger than this route accepts.',
    'FST_ERR_CTP_BODY_TOO_LARGE',
    'Request body is too large',
  ),
  '429': errorBody(
    'TooManyRequests: the per-address limit of this route was reached.',
    'TooManyRequests',
    'Too many requests, please try again in 1 minute.',
  ),
  '500': errorBody(
    'An unexpected error; details stay in the server log.',
    'InternalServerError',
    'Internal Server Error',
  ),
};

export const errorBodyJsonSchema = (): JsonSchema => {
  const { $schema: _, ...schema } = z.toJSONSchema(errorBodySchema, { io: 'output' });
  return schema;
};

/**
 * Which errors a route may answer, by a rule from its shape (docs/openapi.md): 400 when it takes
 * input or changes state; 401 when it reads a session or the debug key; 403 when it changes state
 * (Origin) or reads a session (permissions); 404 with a path parameter; 409 when it changes state
 * with a session; 413 with a body;
 * 429 when rate-limited; 500 always.
 */
export function errorStatusesOf(route: RouteDefinition, access: RouteAccess, takesBody: boolean): string[] {
  const changesState = route.method !== 'GET';
  const checksOrigin = changesState && !isCrossOrigin(route);
  const statuses: [string, boolean][] = [
    ['400', changesState || Boolean(route.params || route.query || route.body)],
    ['401', access !== 'public' && access !== 'accessToken'],
    ['403', checksOrigin || access === 'session' || access === 'optional'],
    ['404', route.path.includes(':')],
    ['409', changesState && access === 'session'],
    ['413', takesBody],
    ['429', isRateLimited(route)],
    ['500', true],
  ];
  return statuses.filter(([, applies]) => applies).map(([status]) => status);
}
