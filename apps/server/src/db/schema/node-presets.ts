import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Saved parameter sets for one node definition. */
export const nodePresets = pgTable(
  'node_presets',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    definitionName: text('definition_name').notNull(),
    params: jsonb('params').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [index('node_presets_user_id').on(table.userId)],
);
export type NodePresetRow = typeof nodePresets.$inferSelect;
