import { API_BASE_PATH, objectIdSchema } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { recordSubscription, refreshSubscription } from './service.js';
import { parseHandledEvent, parseStripeObject, subscriptionShape } from './stripe-event.js';

/** A Stripe Checkout session for one price; Stripe sends the user back to the callback. */
export async function startCheckout(
  stripe: Stripe,
  config: Config,
  user: { id: string; email: string | null },
  priceId: string,
  tier: string,
): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: priceId, quantity: 1 }],
    client_reference_id: user.id,
    ...(user.email ? { customer_email: user.email } : {}),
    metadata: { userId: user.id, tier },
    subscription_data: { metadata: { userId: user.id, tier } },
    success_url: `${config.publicUrl}${API_BASE_PATH}/subscriptions/callbacks/stripe?sessionId={CHECKOUT_SESSION_ID}`,
    cancel_url: `${config.publicUrl}/?subscription=cancelled`,
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return session.url;
}

/** A checkout session with its subscription; whose it is is `client_reference_id` (the policy's subject). */
export function retrieveCheckoutSession(stripe: Stripe, sessionId: string) {
  return stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
}

/**
 * Completes a checkout from its session (the caller's: the route asked the policy): if complete,
 * its subscription is recorded. Returns where to send the browser.
 */
export async function completeCheckout(
  db: Database,
  config: Config,
  userId: string,
  session: Awaited<ReturnType<typeof retrieveCheckoutSession>>,
): Promise<string> {
  const subscription = session.subscription;
  if (session.status !== 'complete' || !subscription || typeof subscription === 'string') {
    return `${config.publicUrl}/?subscription=incomplete`;
  }
  const checked = parseStripeObject(subscriptionShape, subscription, 'subscription');
  await recordSubscription(db, userId, session.metadata?.tier ?? 'pro', checked);
  return `${config.publicUrl}/?subscription=success`;
}

/**
 * Handles the webhook events that change what we recorded (checked first: an unexpected shape is
 * a 400 naming the field); other event types are ignored.
 */
export async function handleStripeEvent(stripe: Stripe, db: Database, event: unknown): Promise<void> {
  const handled = parseHandledEvent(event);
  if (handled?.type === 'checkout.session.completed') {
    const session = handled.object;
    const userId = session.client_reference_id;
    // Our sessions carry the user's id; anything else is no session of ours.
    if (!userId || !objectIdSchema.safeParse(userId).success || !session.subscription) return;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return; // e.g. the account was deleted meanwhile
    const subscription =
      typeof session.subscription === 'string'
        ? parseStripeObject(
            subscriptionShape,
            await stripe.subscriptions.retrieve(session.subscription),
            'subscription',
          )
        : session.subscription;
    await recordSubscription(db, userId, session.metadata?.tier ?? 'pro', subscription);
  } else if (handled) {
    await refreshSubscription(db, handled.object);
  }
}
