import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread.js';
import * as schema from './schema/index.js';

/** The drizzle database every service uses: the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to check and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How drizzle reaches it: node-postgres (PostgreSQL, and PGlite in its own thread) or PGlite in this thread. */
  driver: 'node-postgres' | 'pglite';
  /** Runs `select 1`; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** In this thread. dataDir undefined → in memory (tests); loadDataDir starts from a dumpDataDir() tarball. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  /**
   * PGlite on dataDir in its own thread (pglite-thread.ts); onExit hears of that thread crashing.
   * template: a migrated data folder that thread copies first when dataDir has none.
   */
  | { kind: 'pglite-thread'; dataDir: string; onExit?: (error: Error) => void; template?: string };

/** A handle over a node-postgres pool: PostgreSQL's, or the one connection to PGlite's thread. */
function nodePostgresHandle(
  kind: DatabaseHandle['kind'],
  pool: pg.Pool,
  close: () => Promise<void>,
): DatabaseHandle {
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind,
    driver: 'node-postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close,
  };
}

/**
 * Opens PostgreSQL (a pool on url), PGlite in its own thread on a data folder (what the server
 * runs), or PGlite in this thread (in memory for tests). Data folders are created if missing.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection (database restart, failover, DROP DATABASE … FORCE)
    // would otherwise be an unhandled 'error' that stops the process. The pool drops that client;
    // the next query reports any lasting problem (and /health shows it).
    pool.on('error', () => {});
    return nodePostgresHandle('postgres', pool, () => pool.end());
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  if (target.kind === 'pglite-thread') {
    const thread = await startPgliteThread(target.dataDir, target.onExit, target.template);
    return nodePostgresHandle('pglite', thread.pool, thread.close);
  }
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    driver: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
