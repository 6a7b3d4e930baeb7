import { index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn } from './columns.js';
import { userIdColumn } from './user-column.js';
import { users } from './users.js';

/** Teams own projects; their members (team_members) read and write them (docs/permissions.md). */
export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Organisations are not modelled yet: an opaque id teams can be filtered by. */
    organisationId: refColumn('organisation_id'),
    ownerUserId: refColumn('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('teams_owner_user_id').on(table.ownerUserId)],
);
export type TeamRow = typeof teams.$inferSelect;

/** Who belongs to a team; the owner has a row too, with role 'owner'. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: refColumn('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    /** 'owner' | 'member' */
    role: varchar('role', { length: 16 }).notNull(),
    addedAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_id').on(table.userId),
  ],
);
export type TeamMemberRow = typeof teamMembers.$inferSelect;
