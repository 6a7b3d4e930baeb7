import { routes } from '@nodeloom/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';

const LIVE = { status: 'ok' } as const;

/**
 * GET /health/live: liveness, for probes that call every few seconds — no database, no session,
 * no request log lines (warnings and errors still are).
 * GET /health: readiness — the database runs a query (503 when it cannot).
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (probe) => {
    // One shared logger at 'warn' instead of a child logger per request (bindings serialized and
    // redacted each time): nothing is logged on success, so the request id binding is not needed.
    const quiet = probe.log.child({ route: routes.health.live.path }, { level: 'warn' });
    probe.setChildLoggerFactory(() => quiet);
    route(probe, routes.health.live).handle(async () => LIVE);
  });

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
