// Issue 13 §9: the subscription in Account settings — the active tier, prices in major units and a
// checkout that opens the server's address in a new window. Stripe is not configured in the e2e
// server, so the subscription calls are answered here as the server answers them with Stripe.
import type { Page } from '@playwright/test';
import { expect, signInWithTestAccount, test } from '../support/test.js';

const CHECKOUT_URL = 'https://checkout.stripe.test/c/session_e2e';

async function fakeBilling(page: Page, tier: string | null) {
  const checkouts: unknown[] = [];
  await page.route('**/api/nest/subscriptions/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/subscriptions/active')) {
      return route.fulfill({
        json: {
          subscription: tier
            ? {
                priceId: `price_${tier}`,
                tier,
                status: 'active',
                currentPeriodEnd: '2031-05-01T00:00:00.000Z',
              }
            : null,
        },
      });
    }
    const price = url.pathname.match(/\/subscriptions\/prices\/(price_\w+)$/);
    if (price) {
      const cents = { price_pro: 1200, price_team: 4900, price_enterprise: 19_999 }[price[1]!] ?? 0;
      return route.fulfill({ json: { priceId: price[1], unitAmount: cents, currency: 'eur' } });
    }
    if (url.pathname.endsWith('/subscriptions/checkout')) {
      checkouts.push(route.request().postDataJSON());
      return route.fulfill({ json: { url: CHECKOUT_URL } });
    }
    return route.continue();
  });
  await page
    .context()
    .route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>Stripe Checkout' }),
    );
  return checkouts;
}

test('the active tier, prices in major units, and checkout in a new window', async ({ page }) => {
  await signInWithTestAccount(page);
  const checkouts = await fakeBilling(page, 'pro');
  await page.getByRole('button', { name: 'Account settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account settings' });
  const subscription = dialog.getByRole('region', { name: 'Subscription' });

  await expect(subscription.getByText('Current plan:')).toContainText('Pro');
  await expect(subscription.getByText(/renews on/)).toBeVisible();
  const plans = subscription.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('listitem', { name: 'Pro' })).toContainText('€12.00');
  await expect(plans.getByRole('listitem', { name: 'Pro' })).toContainText('Active');
  await expect(plans.getByRole('listitem', { name: 'Team' })).toContainText('€49.00');
  await expect(plans.getByRole('listitem', { name: 'Enterprise' })).toContainText('€199.99');
  await dialog.screenshot({ path: test.info().outputPath('account-billing.png') });

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    plans.getByRole('button', { name: 'Upgrade to Team' }).click(),
  ]);
  await expect(popup).toHaveURL(CHECKOUT_URL);
  expect(checkouts).toEqual([{ priceId: 'price_team', tier: 'team' }]);
  // the app stays where it was
  await expect(dialog).toBeVisible();
});

test('without a subscription the plan is Free; without billing the prices are a dash', async ({ page }) => {
  await signInWithTestAccount(page);
  await page.route('**/api/nest/subscriptions/active', (route) =>
    route.fulfill({ json: { subscription: null } }),
  );
  await page.getByRole('button', { name: 'Account settings' }).click();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByText('Current plan:')).toContainText('Free');
  // the e2e server has no Stripe key: prices answer 503 and show as unavailable, without a toast
  await expect(subscription.getByTitle('The price is not available')).toHaveCount(3);
  await expect(page.getByText('billing is not configured')).toHaveCount(0);
});
