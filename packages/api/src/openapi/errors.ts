import { z } from 'zod';
import { HEADER_REQUEST_ID, ID_LENGTH } from '../constants.js';
import type { RouteDefinition } from '../route.js';
import { errorBodySchema } from '../schemas/common.js';
import { isCrossOrigin, type RouteAccess } from './access.js';
import type { JsonSchema, OpenApiHeader, OpenApiResponse } from './types.js';

/** Every error answer of the server: `{ statusCode, error, message, code }`. */
export const ERROR_BODY_COMPONENT = 'ErrorBody';

/** Every answer carries its request id: the caller's x-request-id, or one the server made. */
export const RESPONSE_HEADERS: Record<string, OpenApiHeader> = {
  [HEADER_REQUEST_ID]: {
    description: "The request's id: the x-request-id sent, or one the server generated.",
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
  },
};

const errorBody = (description: string, code: string, message: string): OpenApiResponse => ({
  description,
  headers: RESPONSE_HEADERS,
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
    'The body is larger than this route accepts (or, for an upload, than the storage quota leaves).',
    'FST_ERR_CTP_BODY_TOO_LARGE',
    'Request body is too large',
  ),
  '415': errorBody(
    'The Content-Type is not one this route takes (application/json for JSON bodies).',
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    'Unsupported Media Type: text/plain',
  ),
  '429': {
    ...errorBody(
      'TooManyRequests: the per-address limit of this route was reached.',
      'TooManyRequests',
      'Too many requests, please try again in 1 minute.',
    ),
    headers: {
      ...RESPONSE_HEADERS,
      'retry-after': {
        description: 'Seconds until the limit resets.',
        required: true,
        schema: { type: 'string', pattern: '^[0-9]+$' },
      },
    },
  },
  '503': errorBody(
    'The feature this route belongs to is not configured on this server (the message names the setting).',
    'BillingNotConfigured',
    'Billing is not configured',
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

const ID_PATTERN = JSON.stringify(`^[0-9a-f]{${ID_LENGTH}}$`);

/** Whether a query or body schema holds an id anywhere (a record it names may not exist: 404). */
const refersToIds = (schema: z.ZodType | undefined) =>
  schema !== undefined &&
  JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).includes(ID_PATTERN);

/**
 * Which errors a route may answer, by a rule from its definition (docs/openapi.md): 400 always
 * (a malformed x-request-id, an over-long path parameter, bad input); 401 when it reads a session
 * (required or optional), the debug key or an access token; 403 when it changes state (Origin)
 * or reads a credential (permissions); 404 with a path parameter, an id in its query or body, or
 * an access token;
 * 409 when it changes state with a session; 413 with a body; 415 with a body of fixed media types;
 * 429 when rate-limited; 503 when it needs a setting; 500 always; and the route's own `errors`.
 */
export function errorStatusesOf(route: RouteDefinition, access: RouteAccess, body: BodyKind): string[] {
  const changesState = route.method !== 'GET';
  const checksOrigin = changesState && !isCrossOrigin(route);
  const byCredential = access === 'session' || access === 'debugKey' || access === 'accessToken';
  const statuses: [number, boolean][] = [
    [400, true],
    // 'optional': a project that is neither public nor shared, asked for signed out.
    [401, byCredential || access === 'optional'],
    [403, checksOrigin || byCredential || access === 'optional'],
    [
      404,
      route.path.includes(':') ||
        access === 'accessToken' ||
        refersToIds(route.query) ||
        refersToIds(route.body),
    ],
    [409, changesState && access === 'session'],
    [413, body !== 'none'],
    [415, body === 'typed'],
    [429, route.rateLimit !== undefined],
    [503, route.requiresConfig !== undefined],
    [500, true],
  ];
  const listed = new Set(statuses.filter(([, applies]) => applies).map(([status]) => status));
  for (const status of route.errors ?? []) listed.add(status);
  return [...listed].sort((a, b) => a - b).map(String);
}

/** 'typed': a body of fixed media types (415 otherwise); 'any': raw bytes of any type; 'none'. */
export type BodyKind = 'typed' | 'any' | 'none';
