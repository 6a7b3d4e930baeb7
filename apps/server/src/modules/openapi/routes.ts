import { buildOpenApiDocument, routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** GET /openapi.json: the route table as an OpenAPI 3.1 document (docs/openapi.md), built once on first call. */
export default async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let json: string | undefined;
  route(app, routes.openapi.document).handle(async ({ reply }) => {
    json ??= JSON.stringify(buildOpenApiDocument());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json);
  });
}
