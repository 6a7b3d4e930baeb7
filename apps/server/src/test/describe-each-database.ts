import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../db/database.js';
import { createPgliteTestDatabase, createPostgresTestDatabase, type TestDatabase } from './databases.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface DatabaseSuite {
  kind: TestDatabaseKind;
  /** The suite's database (available inside tests and hooks, not while collecting). */
  readonly db: Database;
  /** createTestApp on the suite's database; closed after the suite. */
  createTestApp(options?: Omit<TestAppOptions, 'database'>): Promise<TestApp>;
}

/**
 * Runs a suite once on a fresh in-memory PGlite and, when DATABASE_URL is set, once more on a
 * fresh PostgreSQL database created on that server (and dropped afterwards). Each run has its
 * own database for the whole suite: tests share it, so make each test's data unique
 * (signInTestUser does).
 *
 *   describeEachDatabase('users', (suite) => {
 *     it('…', async () => { const { app } = await suite.createTestApp(); … });
 *   });
 */
export function describeEachDatabase(name: string, fn: (suite: DatabaseSuite) => void): void {
  const kinds: TestDatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      const apps: TestApp[] = [];

      beforeAll(async () => {
        database =
          kind === 'postgres'
            ? await createPostgresTestDatabase(process.env.DATABASE_URL!)
            : await createPgliteTestDatabase();
      });

      afterAll(async () => {
        for (const app of apps) await app.close();
        await database?.destroy();
      });

      const ready = (): TestDatabase => {
        if (!database) throw new Error('The suite database is only ready inside tests and hooks');
        return database;
      };

      fn({
        kind,
        get db() {
          return ready().db;
        },
        createTestApp: async (options = {}) => {
          const testApp = await createTestApp({ ...options, database: ready() });
          apps.push(testApp);
          return testApp;
        },
      });
    });
  }
}
