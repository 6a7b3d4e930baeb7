import { routes } from '@nodeloom/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

/** GET /health: the process answers and the database runs a query (503 when it cannot). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, routes.health.check).handle(async ({ request, reply }) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: 'reachable' };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      reply.code(503);
      return { status: 'ok', database: 'unreachable' };
    }
  });
}
