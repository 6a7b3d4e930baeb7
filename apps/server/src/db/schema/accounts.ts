import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, refColumn, timeColumn } from './columns.js';
import { users } from './users.js';

/** Account deletion requests; at most one pending (not cancelled) per user. */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: idColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    requestedAt: timeColumn('requested_at').notNull().defaultNow(),
    scheduledFor: timeColumn('scheduled_for').notNull(),
    cancelledAt: timeColumn('cancelled_at'),
  },
  (table) => [
    uniqueIndex('account_deletion_requests_one_pending')
      .on(table.userId)
      .where(sql`${table.cancelledAt} is null`),
  ],
);
export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
