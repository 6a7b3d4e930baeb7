import { API_BASE_PATH, HEADER_REQUEST_ID, HEADER_SESSION_ID, HEADER_USER_ID } from '@nodeloom/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, ValidationError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A well-formed x-request-id (the OpenAPI document's RequestId parameter). */
export const REQUEST_ID_VALUE = /^[A-Za-z0-9._:-]{1,128}$/;
const API_PREFIX = `${API_BASE_PATH}/`;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Request-wide rules, run before any route:
 * - x-request-id is echoed on every response (generated when absent or malformed: app.ts);
 * - an API route refuses a malformed x-request-id with 400, whatever the method or caller;
 * - every state-changing request that reaches a route must carry x-request-id (browsers cannot
 *   add it cross-site without a CORS preflight, which this server never grants). "Reaches a route"
 *   is decided by the route the router matched, after it normalised the path, not by the raw URL:
 *   `/%61pi/nest/projects` is `/api/nest/projects` to the router, so it is to this rule too;
 * - a state-changing request whose Origin is not PUBLIC_URL or ALLOWED_ORIGINS gets 403;
 * - routes with config.publicCrossOrigin (public, cookie-less) skip the origin check and may omit
 *   x-request-id;
 * - x-session-id and x-user-id (spec 1 §7) are accepted and added to the request's log lines.
 */
async function requestGuards(app: FastifyInstance): Promise<void> {
  const allowedOrigins = new Set(app.config.allowedOrigins);
  // A callback hook, not an async one: no promise and no microtask hop on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(HEADER_REQUEST_ID, request.id);
    const headers = request.headers;
    const clientSession = headerValue(headers[HEADER_SESSION_ID]);
    const clientUser = headerValue(headers[HEADER_USER_ID]);
    if (clientSession || clientUser) {
      request.log = request.log.child({
        clientSessionId: clientSession?.slice(0, 128),
        clientUserId: clientUser?.slice(0, 128),
      });
    }
    const malformed = malformedRequestId(request);
    if (malformed || SAFE_METHODS.has(request.method)) return done(malformed);
    done(stateChangeRefusal(request, allowedOrigins));
  });
}

const REQUEST_ID_FORMAT = `${HEADER_REQUEST_ID} header must be 1-128 letters, digits or . _ : -`;

/** A 400 when a request to an API route brings an x-request-id that is not well-formed. */
function malformedRequestId(request: FastifyRequest): Error | undefined {
  const requestId = headerValue(request.headers[HEADER_REQUEST_ID]);
  if (requestId === undefined || REQUEST_ID_VALUE.test(requestId)) return undefined;
  const { url } = request.routeOptions;
  return url?.startsWith(API_PREFIX) ? new ValidationError(REQUEST_ID_FORMAT) : undefined;
}

/** Why a state-changing request may not go on (the rules above), or undefined when it may. */
function stateChangeRefusal(request: FastifyRequest, allowedOrigins: Set<string>): Error | undefined {
  const { config, url } = request.routeOptions;
  // A public, credential-less route called from elsewhere (config.publicCrossOrigin: form
  // replies from published sites, the Stripe webhook) skips the origin and x-request-id checks:
  // both guard cookie-carrying calls, and these routes read no cookie.
  if ((config as { publicCrossOrigin?: boolean }).publicCrossOrigin) return undefined;
  const origin = headerValue(request.headers.origin);
  if (origin !== undefined && !allowedOrigins.has(origin)) {
    return new ForbiddenError(`Origin ${origin} is not allowed`);
  }
  if (url === undefined) return undefined;
  const requestId = headerValue(request.headers[HEADER_REQUEST_ID]);
  if (requestId === undefined) return new ValidationError(`${HEADER_REQUEST_ID} header is required`);
  if (!REQUEST_ID_VALUE.test(requestId)) return new ValidationError(REQUEST_ID_FORMAT);
  return undefined;
}

export default fp(requestGuards, { name: 'request-guards' });
