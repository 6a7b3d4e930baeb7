import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateDatabase } from './migrate.js';
import { users } from './schema/index.js';

// PGlite in its own thread, reached through node-postgres as PostgreSQL is: the same migrations,
// transactions that commit or roll back as a whole, errors that name the problem, and the data
// still there after a restart on the same folder.
const dataDir = mkdtempSync(join(tmpdir(), 'nodeloom-thread-test-'));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite-thread', dataDir });
  await migrateDatabase(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const user = (id: string) => ({ id, email: `${id}@example.com`, name: id });

it('runs the migrations and answers through node-postgres', async () => {
  expect(handle.kind).toBe('pglite');
  expect(handle.driver).toBe('node-postgres');
  await handle.ping();
  const applied = await handle.db
    .select({ n: sql<string>`count(*)` })
    .from(sql`drizzle.__drizzle_migrations`);
  expect(Number(applied[0]!.n)).toBeGreaterThan(0);
});

it('commits a transaction as a whole, rolls a failed one back as a whole', async () => {
  await handle.db.transaction(async (tx) => {
    await tx.insert(users).values(user('a00000000000000000000001'));
    await tx.insert(users).values(user('a00000000000000000000002'));
  });
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.insert(users).values(user('a00000000000000000000003'));
      await tx.insert(users).values(user('a00000000000000000000001'));
    }),
  ).rejects.toMatchObject({ cause: { code: '23505' } }); // unique_violation, as PostgreSQL names it
  const rows = await handle.db.select({ id: users.id }).from(users);
  expect(rows.map((r) => r.id).sort()).toEqual(['a00000000000000000000001', 'a00000000000000000000002']);
});

it('serves concurrent queries while a transaction holds the connection, in order', async () => {
  const inTransaction = handle.db.transaction(async (tx) => {
    await tx.insert(users).values(user('a00000000000000000000004'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const reads = Array.from({ length: 10 }, () =>
    handle.db.select().from(users).where(eq(users.id, 'a00000000000000000000004')),
  );
  await inTransaction;
  // Queued behind the transaction on the one connection: every read sees its commit.
  for (const read of await Promise.all(reads)) expect(read).toHaveLength(1);
});

it('keeps committed rows across a clean restart on the same folder', async () => {
  await handle.close();
  handle = await openDatabase({ kind: 'pglite-thread', dataDir });
  const rows = await handle.db.select({ id: users.id }).from(users);
  expect(rows).toHaveLength(3);
}, 120_000);
