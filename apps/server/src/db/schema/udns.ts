import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** UDN version groups: the versions of one user-defined node share a group (spec 1 §3). */
export const udnVersionGroups = pgTable(
  'udn_version_groups',
  {
    id: idColumn(),
    userId: userIdColumn(),
    sharedDefinition: jsonb('shared_definition'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('udn_version_groups_user_id').on(table.userId)],
);
export type UdnVersionGroupRow = typeof udnVersionGroups.$inferSelect;

/** One UDN record: the draft ('latestDraft') or a published semantic version of its group. */
export const udns = pgTable(
  'udns',
  {
    id: idColumn(),
    userId: userIdColumn(),
    /** Required: a UDN without a version group is an error (spec 1 §5). */
    versionGroupId: refColumn('version_group_id')
      .notNull()
      .references(() => udnVersionGroups.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 64 }).notNull(),
    versionDescription: text('version_description'),
    /** The definition without udnId and version (those are columns). */
    definition: jsonb('definition').notNull(),
    editorConfig: jsonb('editor_config'),
    graph: jsonb('graph').notNull(),
    createdAt: createdAtColumn(),
    lastModifiedAt: timeColumn('last_modified_at').notNull().defaultNow(),
  },
  (table) => [
    index('udns_user_id').on(table.userId),
    index('udns_version_group_id').on(table.versionGroupId),
  ],
);
export type UdnRow = typeof udns.$inferSelect;
