import { BILLING_NOT_CONFIGURED_MESSAGE } from '@nodeloom/api';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { HttpError } from '../../http/errors.js';

/** The Stripe SDK pointed at STRIPE_API_BASE (the real API, or a loopback fake in tests). */
export function createStripeClient(config: Config): Stripe | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  const base = new URL(apiBase);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? 443 : 80),
    protocol: base.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
}

export class BillingNotConfiguredError extends HttpError {
  constructor() {
    super(503, 'BillingNotConfigured', BILLING_NOT_CONFIGURED_MESSAGE);
  }
}

/** The client, or 503 'billing is not configured' when STRIPE_SECRET_KEY is unset. */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new BillingNotConfiguredError();
  return stripe;
}

/** Stripe's "no such object" errors, told apart from outages. */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
