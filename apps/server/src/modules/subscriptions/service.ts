import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type SubscriptionRow, subscriptions } from '../../db/schema/index.js';
import type { SubscriptionShape } from './stripe-event.js';

/** Statuses that count as a live subscription. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

export function presentSubscription(row: SubscriptionRow) {
  return {
    priceId: row.priceId,
    tier: row.tier,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

export async function activeSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE_STATUSES)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The period end: on the subscription in older API versions, on its items in newer ones. */
function periodEnd(subscription: SubscriptionShape): Date | null {
  const seconds = subscription.items?.data[0]?.current_period_end ?? subscription.current_period_end;
  return seconds === undefined ? null : new Date(seconds * 1000);
}

/** Records (or refreshes) a Stripe subscription for a user. */
export async function recordSubscription(
  db: Database,
  userId: string,
  tier: string,
  subscription: SubscriptionShape,
): Promise<void> {
  const values = {
    priceId: subscription.items?.data[0]?.price?.id ?? '',
    status: subscription.status,
    currentPeriodEnd: periodEnd(subscription),
    providerCustomerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id,
  };
  await db
    .insert(subscriptions)
    .values({ userId, tier, providerSubscriptionId: subscription.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values });
}

/** Applies a subscription change Stripe reported by webhook (only subscriptions already recorded). */
export async function refreshSubscription(db: Database, subscription: SubscriptionShape): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: subscription.status, currentPeriodEnd: periodEnd(subscription) })
    .where(eq(subscriptions.providerSubscriptionId, subscription.id));
}
