import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database.js';

/**
 * The committed migrations. Sources run from src/db (./migrations); the build runs from
 * dist/db, whose sibling src/db/migrations is the same folder — no copy step needed.
 */
export function migrationsFolder(): string {
  const candidates = [
    new URL('./migrations', import.meta.url),
    new URL('../../src/db/migrations', import.meta.url),
  ];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error(`Database migrations not found next to ${fileURLToPath(import.meta.url)}`);
}

/** Applies every committed migration not yet applied (idempotent). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.driver === 'node-postgres') await migrateNodePg(handle.db as unknown as NodePgDatabase, config);
  else await migratePglite(handle.db as unknown as PgliteDatabase, config);
}
