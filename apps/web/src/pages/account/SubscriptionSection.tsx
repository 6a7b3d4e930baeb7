import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import './account.css';
import {
  activeSubscriptionQuery,
  formatPrice,
  PLANS,
  type Plan,
  priceQuery,
  startCheckout,
} from '../../services/billing.js';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A plan's monthly price in major units, or a dash while unknown (billing not configured). */
function PlanPrice({ plan }: { plan: Plan }) {
  const price = useQuery(priceQuery(plan.priceId));
  if (price.isPending) return <span className="muted">…</span>;
  if (price.isError)
    return (
      <span className="muted" title="The price is not available">
        —
      </span>
    );
  return <span className="plan-price">{formatPrice(price.data.unitAmount, price.data.currency)}</span>;
}

/**
 * The subscription (spec 1 §7): the active tier, the plans with their prices, and an upgrade that
 * opens Stripe Checkout's address in a new window (the window is opened on the click, so no popup
 * blocker stops it, and pointed at the address when the server answers).
 */
export function SubscriptionSection() {
  const active = useQuery(activeSubscriptionQuery);
  const [error, setError] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: async (plan: Plan) => {
      const popup = window.open('', '_blank');
      // the checkout page must not reach back into the app (reverse tabnabbing)
      if (popup) popup.opener = null;
      try {
        const url = await startCheckout(plan);
        if (popup) popup.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (failure) {
        popup?.close();
        throw failure;
      }
    },
    onMutate: () => setError(null),
    onError: (failure: Error) => setError(failure.message),
  });
  const current = active.data ?? null;

  return (
    <section className="stack subscription" aria-label="Subscription">
      <h3>Subscription</h3>
      {active.isPending ? (
        <p className="muted" role="status">
          Loading your plan…
        </p>
      ) : active.isError ? (
        <p className="muted">Your plan could not be loaded.</p>
      ) : (
        <p>
          Current plan:{' '}
          <strong className="subscription-tier">{current ? tierTitle(current.tier) : 'Free'}</strong>
          {current?.currentPeriodEnd ? (
            <span className="muted">
              {' '}
              · renews on {dateFormat.format(new Date(current.currentPeriodEnd))}
            </span>
          ) : null}
        </p>
      )}
      <ul className="plans" aria-label="Plans">
        {PLANS.map((plan) => {
          const isCurrent = current?.tier === plan.tier;
          return (
            <li key={plan.tier} className={`plan${isCurrent ? ' plan-current' : ''}`} aria-label={plan.title}>
              <span className="plan-title">{plan.title}</span>
              <PlanPrice plan={plan} />
              {isCurrent ? (
                <span className="plan-badge">Active</span>
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate(plan)}
                >
                  Upgrade to {plan.title}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          Checkout could not start: {error}
        </p>
      ) : null}
    </section>
  );
}

const tierTitle = (tier: string) => PLANS.find((p) => p.tier === tier)?.title ?? tier;
