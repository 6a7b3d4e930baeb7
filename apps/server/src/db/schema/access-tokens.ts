import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** Project access tokens (spec 1 §3): only the sha256 (hex) of the secret is kept. */
export const projectAccessTokens = pgTable(
  'project_access_tokens',
  {
    id: idColumn(),
    projectId: refColumn('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiredAt: timeColumn('expired_at').notNull(),
    revokedAt: timeColumn('revoked_at'),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('project_access_tokens_project_id').on(table.projectId)],
);
export type AccessTokenRow = typeof projectAccessTokens.$inferSelect;
