import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';
import { users } from './users.js';

/** Saved pieces of graph a user can paste again. */
export const snippets = pgTable(
  'snippets',
  {
    id: idColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    graph: jsonb('graph').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [index('snippets_user_id').on(table.userId)],
);
export type SnippetRow = typeof snippets.$inferSelect;
