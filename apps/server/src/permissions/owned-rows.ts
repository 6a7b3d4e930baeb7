// Owner-only library rows (snippets, presets, UDNs, forms, assets): another user's row answers
// 404 exactly like a missing one, so ids reveal nothing. Shared by those areas' services.
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** The `where` of "this id, owned by this user". */
export function ownedBy<T extends OwnedTable>(table: T, id: string, userId: string) {
  return and(eq(table.id, id), eq(table.userId, userId));
}

/** The user's rows, oldest first (a library's list: snippets, node presets, forms). */
export function listOwned<T extends OwnedTable & { createdAt: PgColumn }>(
  db: Database,
  table: T,
  userId: string,
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt), asc(table.id)) as Promise<T['$inferSelect'][]>;
}

/** A new row of the user's, as stored. */
export async function insertOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  userId: string,
  values: Omit<T['$inferInsert'], 'userId'>,
): Promise<T['$inferSelect']> {
  const rows = await db
    .insert(table)
    .values({ ...values, userId } as never)
    .returning();
  return (rows as T['$inferSelect'][])[0]!;
}

/** The user's row with this id, or 404 with `notFound` (also for other users' rows). */
export async function findOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  id: string,
  userId: string,
  notFound: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(ownedBy(table, id, userId))
    .limit(1);
  if (!row) throw new NotFoundError(notFound);
  return row as T['$inferSelect'];
}

/** Updates the user's row (404 when it is not theirs) and returns it. */
export async function updateOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  id: string,
  userId: string,
  changes: Partial<T['$inferInsert']>,
  notFound: string,
): Promise<T['$inferSelect']> {
  const rows = await db
    .update(table)
    .set(changes as never)
    .where(ownedBy(table, id, userId))
    .returning();
  return onlyRow<T>(rows, notFound);
}

/** Deletes the user's row; 404 when it is not theirs. Returns the deleted row. */
export async function deleteOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  id: string,
  userId: string,
  notFound: string,
): Promise<T['$inferSelect']> {
  const rows = await db
    .delete(table)
    .where(ownedBy(table, id, userId))
    .returning();
  return onlyRow<T>(rows, notFound);
}

/** The row a keyed write returned, or 404: nothing matched (missing, or another user's). */
function onlyRow<T extends OwnedTable>(rows: unknown, notFound: string): T['$inferSelect'] {
  const row = (rows as unknown[])[0];
  if (!row) throw new NotFoundError(notFound);
  return row as T['$inferSelect'];
}
