import { BILLING_NOT_CONFIGURED_MESSAGE } from '@nodeloom/api';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import { HttpError } from '../../http/errors.js';

/** The Stripe SDK, made on first use: importing it (about 200 modules) is not worth a start. */
export type StripeClient = () => Promise<Stripe>;

/** The Stripe SDK pointed at STRIPE_API_BASE (the real API, or a loopback fake in tests). */
export function createStripeClient(config: Config): StripeClient | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  const base = new URL(apiBase);
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(secretKey, {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
          maxNetworkRetries: 1,
          timeout: 20_000,
        }),
    );
    return client;
  };
}

export class BillingNotConfiguredError extends HttpError {
  constructor() {
    super(503, 'BillingNotConfigured', BILLING_NOT_CONFIGURED_MESSAGE);
  }
}

/** The client, or 503 'billing is not configured' when STRIPE_SECRET_KEY is unset. */
export async function requireStripe(stripe: StripeClient | null): Promise<Stripe> {
  if (!stripe) throw new BillingNotConfiguredError();
  return stripe();
}

/** Stripe's "no such object" errors, told apart from outages. */
export function isMissingResource(error: unknown): boolean {
  // By the error's type name, not instanceof: the SDK's classes are not loaded until first use.
  const stripeError = error as { type?: unknown; code?: unknown } | null;
  return (
    typeof stripeError === 'object' &&
    stripeError !== null &&
    stripeError.type === 'StripeInvalidRequestError' &&
    stripeError.code === 'resource_missing'
  );
}
