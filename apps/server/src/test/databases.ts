import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateDatabase, migrationsFolder } from '../db/migrate.js';

/** A migrated database only this test suite uses, and how to throw it away. */
export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, for PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated, in-memory PGlite. Starting PGlite from scratch (initdb) takes seconds, so the
 * first one made with the current migrations is dumped to a tarball in the OS temp directory and
 * later ones start from that copy (about a second).
 */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const template = templatePath();
  const loadDataDir = existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
  const handle = await openDatabase({ kind: 'pglite', loadDataDir });
  await migrateDatabase(handle);
  if (!loadDataDir) {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // Write then rename, so a parallel test process never reads half a file.
    const partial = `${template}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return { ...handle, destroy: () => handle.close() };
}

/** The template's file name changes with the migrations, so a schema change never uses a stale copy. */
function templatePath(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(folder, name)));
  }
  hash.update(readFileSync(join(folder, 'meta', '_journal.json')));
  return join(tmpdir(), `nodeloom-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A fresh PostgreSQL database `nodeloom_test_<random>` on the server of `serverUrl`
 * (e.g. DATABASE_URL), migrated; destroy() drops it.
 */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `nodeloom_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
