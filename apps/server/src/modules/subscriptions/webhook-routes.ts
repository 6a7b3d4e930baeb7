import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { ValidationError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { BillingNotConfiguredError, requireStripe, type StripeClient } from './billing.js';
import { handleStripeEvent } from './checkout.js';

export const WEBHOOK_SIGNATURE_INVALID = 'Webhook signature verification failed';

/**
 * POST /subscriptions/webhooks/stripe: called by Stripe, not a browser. The body is kept raw
 * (the signature covers the exact bytes) and verified with STRIPE_WEBHOOK_SECRET.
 */
export function webhookRoutes(stripe: StripeClient | null) {
  return async (app: FastifyInstance): Promise<void> => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    app.addHook('onRoute', (options) => {
      options.config = { ...options.config, publicCrossOrigin: true } as typeof options.config;
    });

    route(app, routes.subscriptions.stripeWebhook).handle(async ({ request }) => {
      const client = await requireStripe(stripe);
      const secret = app.config.stripe.webhookSecret;
      if (!secret) throw new BillingNotConfiguredError();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new ValidationError('stripe-signature header is required');
      }
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new ValidationError(WEBHOOK_SIGNATURE_INVALID);
      }
      await handleStripeEvent(client, app.db, event);
      return { received: true };
    });
  };
}
