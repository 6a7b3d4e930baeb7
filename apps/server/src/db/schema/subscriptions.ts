import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Subscriptions recorded from the billing provider (Stripe). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    priceId: text('price_id').notNull(),
    tier: text('tier').notNull(),
    /** Stripe's status: active, trialing, past_due, canceled, … */
    status: text('status').notNull(),
    currentPeriodEnd: timeColumn('current_period_end'),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('subscriptions_provider_id').on(table.providerSubscriptionId)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
