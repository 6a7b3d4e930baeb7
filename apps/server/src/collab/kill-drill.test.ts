import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KillDrillResult, runKillDrill } from '../../../../bench/collab/kill-drill.js';
import { createPostgresTestDatabase, type TestDatabase } from '../test/index.js';

const { DATABASE_URL, REDIS_URL } = process.env;
const title = !DATABASE_URL
  ? 'kill -9 drill — skipped: set DATABASE_URL to run two server processes on one PostgreSQL database'
  : `kill -9 drill: two server processes on PostgreSQL ${REDIS_URL ? 'with Redis' : 'without Redis (the 1 s pull delivers)'}`;

/**
 * The small kill drill of issue 14 (bench/collab/kill-drill.ts; `npm run bench -- collab-drill`
 * runs the full one): two real server processes, six editors committing, the host's instance
 * killed with SIGKILL and restarted. Nothing acknowledged is lost, nothing is stored twice, and
 * every client ends with the database's log. Correctness only: no timing is asserted.
 */
describe.runIf(DATABASE_URL)(title, () => {
  let database: TestDatabase;
  let databaseUrl: string;

  beforeAll(async () => {
    // a fresh, migrated database; the drill's server processes open it by URL
    database = await createPostgresTestDatabase(DATABASE_URL!);
    // node-postgres answers a QueryResult: the rows are under .rows
    const result = await database.db.execute(sql`select current_database() as name`);
    const { rows } = result as unknown as { rows: { name: string }[] };
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('loses and duplicates nothing acknowledged, and every client ends with the same log', async () => {
    const result: KillDrillResult = await runKillDrill({
      databaseUrl,
      redisUrl: REDIS_URL,
      instances: 2,
      editors: 6,
      eventsPerSecond: 10,
      kills: 1,
      killEveryMs: 2000,
      // the host's replacement is the bench's figure; here the drill only waits for agreement
      newHostTimeoutMs: 0,
      agreeTimeoutMs: 90_000,
    });
    expect(result.reconnects).toBeGreaterThan(0);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.agreeMs).toBeDefined();
    expect(result.lostAcknowledged).toBe(0);
    expect(result.duplicated).toBe(0);
    expect(result.gapFree).toBe(true);
    expect(result.stored).toBe(result.created);
    expect(result.clientsAgree).toBe(true);
  }, 300_000);
});
