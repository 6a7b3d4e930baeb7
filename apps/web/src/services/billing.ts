// Subscriptions (spec 1 §7): the active tier, each plan's price, and Stripe Checkout.
import { routes, SUBSCRIPTION_TIERS } from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';

export type Tier = (typeof SUBSCRIPTION_TIERS)[number];

export interface Plan {
  tier: Tier;
  title: string;
  /** the Stripe price; set per deployment at build time (VITE_STRIPE_PRICE_<TIER>) */
  priceId: string;
}

const TITLES: Record<Tier, string> = { pro: 'Pro', team: 'Team', enterprise: 'Enterprise' };

/** The plans offered, in the server's tier order; a deployment names its Stripe prices through the build env. */
export const PLANS: readonly Plan[] = SUBSCRIPTION_TIERS.map((tier) => ({
  tier,
  title: TITLES[tier],
  priceId: String(import.meta.env[`VITE_STRIPE_PRICE_${tier.toUpperCase()}`] ?? `price_${tier}`),
}));

export const billingKeys = {
  active: ['subscriptions', 'active'] as const,
  price: (priceId: string) => ['subscriptions', 'prices', priceId] as const,
};

export const activeSubscriptionQuery = queryOptions({
  queryKey: billingKeys.active,
  queryFn: ({ signal }) => api.call(routes.subscriptions.active, {}, { signal }).then((r) => r.subscription),
});

/** A price, silent: without billing configured the plans show no price rather than a toast each. */
export const priceQuery = (priceId: string) =>
  queryOptions({
    queryKey: billingKeys.price(priceId),
    queryFn: ({ signal }) =>
      api.call(routes.subscriptions.price, { params: { priceId } }, { signal, silent: true }),
    staleTime: 60 * 60_000,
    retry: false,
  });

/** Minor units (Stripe's unitAmount, e.g. cents) as the major-unit price the user reads: 1200 eur → €12.00. */
export function formatPrice(unitAmount: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  // minor units per major one follow the currency's own digits: 100 cents, but a yen is its own minor unit
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(unitAmount / 10 ** digits);
}

/** POST /subscriptions/checkout: the Stripe Checkout address to open in a new window. */
export function startCheckout(plan: Plan): Promise<string> {
  return api
    .call(routes.subscriptions.checkout, { body: { priceId: plan.priceId, tier: plan.tier } })
    .then((r) => r.url);
}
