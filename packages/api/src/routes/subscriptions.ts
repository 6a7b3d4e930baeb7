import { defineRoute } from '../route.js';
import {
  activeSubscriptionSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  priceParamsSchema,
  priceSchema,
  stripeCallbackQuerySchema,
} from '../schemas/subscriptions.js';

/** The subscriptions calls, implemented by apps/server/src/modules/subscriptions. */
export const subscriptionsRoutes = {
  checkout: defineRoute({
    method: 'POST',
    path: '/subscriptions/checkout',
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
    requiresConfig: 'STRIPE_SECRET_KEY',
  }),
  active: defineRoute({ method: 'GET', path: '/subscriptions/active', response: activeSubscriptionSchema }),
  price: defineRoute({
    method: 'GET',
    path: '/subscriptions/prices/:priceId',
    params: priceParamsSchema,
    response: priceSchema,
    requiresConfig: 'STRIPE_SECRET_KEY',
  }),
  stripeCallback: defineRoute({
    method: 'GET',
    path: '/subscriptions/callbacks/stripe',
    query: stripeCallbackQuerySchema,
    requiresConfig: 'STRIPE_SECRET_KEY',
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/subscriptions/webhooks/stripe',
    requiresConfig: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  }),
} as const;
