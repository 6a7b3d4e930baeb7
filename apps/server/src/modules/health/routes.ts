import { routes } from '@nodeloom/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

const LIVE = { status: 'ok' } as const;

/**
 * GET /health/live: liveness, for probes that call every few seconds — no database, no session,
 * and no request log lines (warnings and errors still are logged).
 * GET /health: readiness — the database runs a query (503 when it cannot).
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, routes.health.live, { logLevel: 'warn' }).handle(async () => LIVE);

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
