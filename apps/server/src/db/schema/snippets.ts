import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Saved pieces of graph a user can paste again. */
export const snippets = pgTable(
  'snippets',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    graph: jsonb('graph').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [index('snippets_user_id').on(table.userId)],
);
export type SnippetRow = typeof snippets.$inferSelect;
