import { DEFAULT_PREFERENCE_NAME, DEFAULT_PREFERENCES, type Preference } from '@nodeloom/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userPreferences } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';
import { PREFERENCE_NOT_FOUND } from './policy.js';

/**
 * The user's preference sets. 'default' is always there: the stored one, or the default set of
 * spec 1 §3 for a user who never saved it (nothing is written by reading).
 */
export async function listPreferences(db: Database, userId: string): Promise<Preference[]> {
  const rows = await db
    .select({ name: userPreferences.name, json: userPreferences.json })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .orderBy(asc(userPreferences.name));
  const stored = rows.map((row) => ({ name: row.name, json: row.json as Preference['json'] }));
  if (stored.some((p) => p.name === DEFAULT_PREFERENCE_NAME)) return stored;
  return [{ name: DEFAULT_PREFERENCE_NAME, json: { ...DEFAULT_PREFERENCES } }, ...stored];
}

/** Creates or replaces the named set. */
export async function savePreference(
  db: Database,
  userId: string,
  name: string,
  json: Preference['json'],
): Promise<Preference> {
  await db
    .insert(userPreferences)
    .values({ userId, name, json })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.name],
      set: { json, updatedAt: new Date() },
    });
  return { name, json };
}

/** Deletes the named set (the default set comes back for 'default'); 404 when not stored. */
export async function deletePreference(db: Database, userId: string, name: string): Promise<void> {
  const deleted = await db
    .delete(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.name, name)))
    .returning({ id: userPreferences.id });
  if (deleted.length === 0) throw new NotFoundError(PREFERENCE_NOT_FOUND);
}
