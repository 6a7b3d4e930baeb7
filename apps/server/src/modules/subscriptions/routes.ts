import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { callerOf } from '../../permissions/index.js';
import { createStripeClient, isMissingResource, requireStripe } from './billing.js';
import { completeCheckout, retrieveCheckoutSession, startCheckout } from './checkout.js';
import { CHECKOUT_SESSION_NOT_FOUND, subscriptionsPolicy } from './policy.js';
import { activeSubscription, presentSubscription } from './service.js';
import { webhookRoutes } from './webhook-routes.js';

export const PRICE_NOT_FOUND = 'Price not found';

/** Subscriptions through Stripe (spec 1 §7); 503 'billing is not configured' without a key. */
export default async function subscriptionsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const stripe = createStripeClient(config);

  route(app, routes.subscriptions.checkout, { auth: subscriptionsPolicy.guard('subscribe') }).handle(
    async ({ user, body }) => ({
      url: await startCheckout(await requireStripe(stripe), config, user, body.priceId, body.tier),
    }),
  );

  route(app, routes.subscriptions.active, { auth: subscriptionsPolicy.guard('subscribe') }).handle(
    async ({ user }) => {
      const row = await activeSubscription(db, user.id);
      return { subscription: row ? presentSubscription(row) : null };
    },
  );

  // Public: the pricing page shows prices before sign-in.
  route(app, routes.subscriptions.price).handle(async ({ params }) => {
    try {
      const price = await (await requireStripe(stripe)).prices.retrieve(params.priceId);
      return { priceId: price.id, unitAmount: price.unit_amount ?? 0, currency: price.currency };
    } catch (error) {
      if (isMissingResource(error)) throw new NotFoundError(PRICE_NOT_FOUND);
      throw error;
    }
  });

  route(app, routes.subscriptions.stripeCallback, { auth: subscriptionsPolicy.guard('subscribe') }).handle(
    async ({ user, query, reply }) => {
      const session = await retrieveCheckoutSession(await requireStripe(stripe), query.sessionId).catch(
        (error: unknown) => {
          throw isMissingResource(error) ? new NotFoundError(CHECKOUT_SESSION_NOT_FOUND) : error;
        },
      );
      subscriptionsPolicy.authorize(callerOf(user), 'subscribe', { userId: session.client_reference_id });
      return reply.redirect(await completeCheckout(db, config, user.id, session));
    },
  );

  await app.register(webhookRoutes(stripe));
}
