import { defineRoute } from '../route.js';

/** The openapi calls, implemented by apps/server/src/modules/openapi. */
export const openapiRoutes = {
  /** This table as an OpenAPI 3.1 document (docs/openapi.md). */
  document: defineRoute({ method: 'GET', path: '/openapi.json' }),
} as const;
