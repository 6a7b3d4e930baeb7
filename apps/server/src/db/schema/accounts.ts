import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Account deletion requests; at most one pending (not cancelled) per user. */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: idColumn(),
    userId: userIdColumn(),
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
