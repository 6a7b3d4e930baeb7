import type { RouteDefinition } from '../route.js';
import { routes } from '../routes/index.js';
import { ASSET_ORIGINAL_TYPES } from '../schemas/assets.js';

// What the route table does not say and the document must: who may call a route, which routes
// are rate-limited or called across origins, and the routes whose answers are not JSON.
// The server's openapi test checks ACCESS against the live routes (a signed-out call answers 401
// exactly where the document lists 401, and never on a public route).

/**
 * 'public': no credential; 'optional': works signed out (public or shared projects) and signed in;
 * 'debugKey': the x-debug-key header (DEBUG_KEY); 'accessToken': the x-project-access-token header
 * of a shared project; otherwise a session.
 */
export type RouteAccess = 'public' | 'optional' | 'debugKey' | 'accessToken' | 'session';

/** `GET /health`: how the sets below name routes (a label of a route not yet in the table is harmless). */
const labelOf = (route: RouteDefinition) => `${route.method} ${route.path}`;

const PUBLIC = new Set([
  'GET /health',
  'GET /health/live',
  'GET /openapi.json',
  'GET /auth/login/:provider',
  'GET /auth/callbacks/:provider',
  'GET /auth/redirects/failure',
  'GET /auth/verify-email',
  'POST /auth/signup/email',
  'POST /auth/login/email',
  'GET /users/profiles/:id',
  'GET /projects/official/demo',
  'PUT /assets/uploads/:id/:kind',
  'POST /forms/:id/replies',
  'GET /subscriptions/prices/:priceId',
  'POST /subscriptions/webhooks/stripe',
  'POST /publishing/sns-subscriptions',
]);

/**
 * Answer signed out too: a public project; the official UDNs (which the official demos use); who
 * is signed in (user null signed out).
 */
const OPTIONAL = new Set([
  'GET /projects/:id',
  'POST /udns/getWithGraphsByIds',
  'POST /udns/getWithoutGraphsByIds',
  'GET /auth/session',
]);

const BY_HEADER = new Map<string, RouteAccess>([
  ['POST /auth/login/test-account', 'debugKey'],
  ['GET /projects/byAccessToken', 'accessToken'],
]);

export function accessOf(route: RouteDefinition): RouteAccess {
  const label = labelOf(route);
  if (PUBLIC.has(label)) return 'public';
  return BY_HEADER.get(label) ?? (OPTIONAL.has(label) ? 'optional' : 'session');
}

/** Public, cookie-less routes called from other origins: no Origin check, x-request-id optional. */
const CROSS_ORIGIN = new Set([
  'POST /forms/:id/replies',
  'POST /subscriptions/webhooks/stripe',
  'POST /publishing/sns-subscriptions',
]);

export const isCrossOrigin = (route: RouteDefinition) => CROSS_ORIGIN.has(labelOf(route));

const BYTES = { type: 'string', contentEncoding: 'binary' } as const;

/** Routes that send or take something other than JSON: media types, and whether others get 415. */
export const RAW_CONTENT = new Map<
  RouteDefinition,
  {
    request?: { types: readonly string[]; othersRefused: boolean };
    response?: { status: number; types: readonly string[]; description: string };
  }
>([
  [
    routes.assets.getFile,
    {
      response: {
        status: 200,
        types: ASSET_ORIGINAL_TYPES,
        description:
          'The stored file, with the media type it was uploaded with (thumbnails: image/png, image/jpeg or image/webp).',
      },
    },
  ],
  // Thumbnails take a subset of these; the server answers 415 for a type the kind does not take.
  [routes.assets.upload, { request: { types: ASSET_ORIGINAL_TYPES, othersRefused: true } }],
  // Raw bytes whatever the Content-Type: the signature covers them exactly.
  [routes.subscriptions.stripeWebhook, { request: { types: ['application/json'], othersRefused: false } }],
  [routes.publishing.statusWebhook, { request: { types: ['application/json'], othersRefused: false } }],
  [
    routes.openapi.document,
    { response: { status: 200, types: ['application/json'], description: 'This document.' } },
  ],
]);

/** The schema of a raw media type's content: bytes, or any JSON for JSON. */
export const rawSchema = (type: string) => (type === 'application/json' ? {} : { ...BYTES });
