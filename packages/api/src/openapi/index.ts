export { accessOf, type RouteAccess } from './access.js';
export { buildOpenApiDocument, openApiPath } from './document.js';
export type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from './types.js';
