import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Server-side sessions. The id is the sha256 (hex) of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: userIdColumn(),
    createdAt: createdAtColumn(),
    lastSeenAt: timeColumn('last_seen_at').notNull().defaultNow(),
    /** The absolute end of the session; the idle end is lastSeenAt + the idle timeout. */
    expiresAt: timeColumn('expires_at').notNull(),
    revokedAt: timeColumn('revoked_at'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;
