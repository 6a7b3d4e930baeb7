import { jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Workspace layouts by name; projectId '' means the user's layout for every project. */
export const userLayouts = pgTable(
  'user_layouts',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    /** '' when the layout is not tied to a project (a unique key cannot hold nulls as equal). */
    projectId: varchar('project_id', { length: 24 }).notNull().default(''),
    json: jsonb('json').notNull(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_layouts_user_project_name').on(table.userId, table.projectId, table.name)],
);
export type UserLayoutRow = typeof userLayouts.$inferSelect;
