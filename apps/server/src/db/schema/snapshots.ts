import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** A frozen copy of a project's graph (spec 1 §3 Snapshot); never changed after creation except its labels. */
export const projectSnapshots = pgTable(
  'project_snapshots',
  {
    id: idColumn(),
    projectId: refColumn('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color'),
    comment: text('comment'),
    /** { nodes, connections } as one document: snapshots are read and restored whole. */
    graph: jsonb('graph').notNull(),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('project_snapshots_project_id').on(table.projectId)],
);
export type SnapshotRow = typeof projectSnapshots.$inferSelect;
