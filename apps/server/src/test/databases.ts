import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateDatabase } from '../db/migrate.js';

/** A migrated database only this test suite uses, and how to throw it away. */
export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, for PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated, in-memory PGlite. */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  return { ...handle, destroy: () => handle.close() };
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
