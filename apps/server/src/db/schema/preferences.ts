import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Named preference sets; 'default' is the one the app prefers (spec 1 §3). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    json: jsonb('json').notNull(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_preferences_user_name').on(table.userId, table.name)],
);
export type UserPreferenceRow = typeof userPreferences.$inferSelect;
