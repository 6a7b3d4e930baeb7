export { accessOf, type RouteAccess } from './access.js';
export { buildOpenApiDocument, openApiPath } from './document.js';
export type { OpenApiDocument, OpenApiOperation } from './types.js';
