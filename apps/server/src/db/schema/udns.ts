import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, type PgColumn, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';
import { users } from './users.js';

/**
 * The owner of a UDN row, or none for an official one (`official`, written by the server's seed):
 * every signed-in user reads official UDNs and nobody changes them through the API, since every
 * write is keyed by the caller's user_id. Deleted with its user, like userIdColumn.
 */
const udnOwnerColumns = () => ({
  userId: refColumn('user_id').references(() => users.id, { onDelete: 'cascade' }),
  official: boolean('official').notNull().default(false),
});

/** A row is either a user's or official, never both nor neither. */
const ownerOrOfficial = (name: string, table: { userId: PgColumn; official: PgColumn }) =>
  check(name, sql`(${table.userId} IS NULL) = ${table.official}`);

/** UDN version groups: the versions of one user-defined node share a group (spec 1 §3). */
export const udnVersionGroups = pgTable(
  'udn_version_groups',
  {
    id: idColumn(),
    ...udnOwnerColumns(),
    sharedDefinition: jsonb('shared_definition'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('udn_version_groups_user_id').on(table.userId),
    ownerOrOfficial('udn_version_groups_owner_or_official', table),
  ],
);
export type UdnVersionGroupRow = typeof udnVersionGroups.$inferSelect;

/** One UDN record: the draft ('latestDraft') or a published semantic version of its group. */
export const udns = pgTable(
  'udns',
  {
    id: idColumn(),
    ...udnOwnerColumns(),
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
    ownerOrOfficial('udns_owner_or_official', table),
  ],
);
export type UdnRow = typeof udns.$inferSelect;
