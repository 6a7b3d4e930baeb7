import { routes } from '@nodeloom/api';
import { anybody, definePolicy, type OwnedSubject, ownerOnly } from '../../permissions/index.js';

export const CHECKOUT_SESSION_NOT_FOUND = 'Checkout session not found';

/**
 * A signed-in user checks out and reads their own subscription; another user's checkout session
 * is hidden (404, the query is keyed by the caller). Prices are public and Stripe's webhook is
 * checked by its signature (webhook-routes.ts).
 */
export const subscriptionsPolicy = definePolicy(
  'subscriptions',
  routes.subscriptions,
  {
    checkout: 'subscribe',
    active: 'subscribe',
    stripeCallback: 'subscribe',
    price: 'readPrices',
    stripeWebhook: 'stripeNotifies',
  },
  (caller, action, checkoutSession: OwnedSubject | undefined) =>
    action === 'subscribe' ? ownerOnly(caller, checkoutSession, CHECKOUT_SESSION_NOT_FOUND) : anybody(),
);
