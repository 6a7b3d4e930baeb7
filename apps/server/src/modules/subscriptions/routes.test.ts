import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerFor } from '../../test/caller-for.js';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';
import { type FakeStripe, startFakeStripe } from './fake-stripe.testing.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

describeEachDatabase('subscriptions', (suite) => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());

  async function setUp(configured = true) {
    const env = configured
      ? {
          STRIPE_SECRET_KEY: 'sk_test_nodeloom',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: fake.apiBase,
        }
      : {};
    const { app } = await suite.createTestApp({ env });
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const bob = await signInTestUser(app);
    const webhook = (event: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(event);
      return app.inject({
        method: 'POST',
        url: '/api/nest/subscriptions/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    };
    return { app, call, alice, bob, webhook };
  }

  const checkout = { priceId: 'price_pro_monthly', tier: 'pro' };

  it("answers 503 'billing is not configured' without STRIPE_SECRET_KEY", async () => {
    const { call, alice, webhook } = await setUp(false);
    for (const response of [
      await call(alice, 'POST', '/subscriptions/checkout', checkout),
      await call(alice, 'GET', '/subscriptions/prices/price_pro_monthly'),
      await call(alice, 'GET', '/subscriptions/callbacks/stripe?sessionId=cs_1'),
      await webhook({ id: 'evt_1', type: 'ping', data: { object: {} } }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: 'billing is not configured',
        code: 'BillingNotConfigured',
      });
    }
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
  });

  it('starts a checkout at Stripe and records the subscription on the callback', async () => {
    const { call, alice } = await setUp();
    const started = await call(alice, 'POST', '/subscriptions/checkout', checkout);
    expect(started.statusCode).toBe(200);
    expect(started.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const sessionId = started.json().url.split('/').pop();
    const sent = fake.requests.find(
      (r) => r.method === 'POST' && r.form.get('client_reference_id') === alice.user.id,
    )!;
    expect(sent.authorization).toBe('Bearer sk_test_nodeloom');
    expect(sent.form.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('success_url')).toBe(
      'http://localhost:4000/api/nest/subscriptions/callbacks/stripe?sessionId={CHECKOUT_SESSION_ID}',
    );
    const early = await call(alice, 'GET', `/subscriptions/callbacks/stripe?sessionId=${sessionId}`);
    expect(early.headers.location).toBe('http://localhost:4000/?subscription=incomplete');
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
    fake.complete(sessionId);
    const back = await call(alice, 'GET', `/subscriptions/callbacks/stripe?sessionId=${sessionId}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('http://localhost:4000/?subscription=success');
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({
      subscription: {
        priceId: 'price_pro_monthly',
        tier: 'pro',
        status: 'active',
        currentPeriodEnd: '2030-01-01T00:00:00.000Z',
      },
    });
  });

  it('shows a price in minor units; an unknown price is 404', async () => {
    const { call } = await setUp();
    const price = await call(null, 'GET', '/subscriptions/prices/price_pro_monthly');
    expect(price.json()).toEqual({ priceId: 'price_pro_monthly', unitAmount: 1900, currency: 'eur' });
    const unknown = await call(null, 'GET', '/subscriptions/prices/price_nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Price not found');
  });

  it('verifies webhook signatures and applies subscription events', async () => {
    const { call, alice, webhook } = await setUp();
    const sessionId = (await call(alice, 'POST', '/subscriptions/checkout', checkout))
      .json()
      .url.split('/')
      .pop();
    const subscriptionId = fake.complete(sessionId);
    const completed = {
      id: 'evt_completed',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          client_reference_id: alice.user.id,
          metadata: { tier: 'team' },
          subscription: subscriptionId,
        },
      },
    };
    const forged = await webhook(completed, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Webhook signature verification failed');
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
    expect((await webhook(completed)).statusCode).toBe(200);
    expect((await call(alice, 'GET', '/subscriptions/active')).json().subscription).toMatchObject({
      tier: 'team',
    });
    const deleted = {
      id: 'evt_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { ...fake.subscription(subscriptionId), status: 'canceled' } },
    };
    expect((await webhook(deleted)).statusCode).toBe(200);
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
  });

  it('a signed event of an unexpected shape is a 400 naming the field; unknown types are ignored', async () => {
    const { call, alice, webhook } = await setUp();
    const event = (type: string, data: unknown) => ({ id: 'evt_odd', object: 'event', type, data });
    const cases: [object, string][] = [
      [event('customer.subscription.updated', undefined), 'data is required'],
      [event('customer.subscription.updated', { object: [] }), 'data.object must be an object'],
      [
        event('customer.subscription.deleted', { object: { id: 'sub_1', status: 7 } }),
        'data.object.status must be a string',
      ],
      [
        event('customer.subscription.updated', {
          object: { id: 'sub_1', status: 'active', current_period_end: 1e15 },
        }),
        'data.object.current_period_end too big: expected number to be <=253402300799',
      ],
      [
        event('checkout.session.completed', {
          object: { client_reference_id: alice.user.id, subscription: 5 },
        }),
        'data.object.subscription invalid input',
      ],
      [
        event('checkout.session.completed', { object: { metadata: { tier: 'a\u0000' } } }),
        'data.object.metadata.tier must not contain NUL characters (\\u0000)',
      ],
      [{ id: 'evt_odd', type: 42 }, 'type must be a string'],
    ];
    for (const [body, message] of cases) {
      const response = await webhook(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await webhook(event('invoice.paid', 'anything'))).statusCode).toBe(200);
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
  });

  it('answers 400 naming the field and calls Stripe for nothing', async () => {
    const { call, alice, app } = await setUp();
    const before = fake.requests.length;
    const cases: [string, string, object | undefined, string][] = [
      ['POST', '/subscriptions/checkout', { tier: 'pro' }, 'priceId is required'],
      [
        'POST',
        '/subscriptions/checkout',
        { priceId: 'price_pro_monthly', tier: 'gold' },
        'tier must be one of pro, team, enterprise',
      ],
      ['GET', '/subscriptions/prices/price%20x', undefined, 'priceId must be letters, digits, _ or -'],
      ['GET', '/subscriptions/callbacks/stripe', undefined, 'sessionId is required'],
    ];
    for (const [method, path, payload, message] of cases) {
      const response = await call(alice, method as 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/nest/subscriptions/webhooks/stripe',
      headers: apiHeaders(undefined, { 'content-type': 'application/json' }),
      payload: '{}',
    });
    expect(unsigned.json().message).toBe('stripe-signature header is required');
    expect(fake.requests.length).toBe(before);
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
  });

  it('answers 401 signed out', async () => {
    const { call } = await setUp();
    expect((await call(null, 'POST', '/subscriptions/checkout', checkout)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/subscriptions/active')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/subscriptions/callbacks/stripe?sessionId=cs_test_1')).statusCode).toBe(
      401,
    );
  });

  it("never records another user's checkout (404)", async () => {
    const { call, alice, bob } = await setUp();
    const sessionId = (await call(alice, 'POST', '/subscriptions/checkout', checkout))
      .json()
      .url.split('/')
      .pop();
    fake.complete(sessionId);
    const stolen = await call(bob, 'GET', `/subscriptions/callbacks/stripe?sessionId=${sessionId}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Checkout session not found');
    expect((await call(bob, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
    expect((await call(alice, 'GET', '/subscriptions/active')).json()).toEqual({ subscription: null });
    const unknown = await call(bob, 'GET', '/subscriptions/callbacks/stripe?sessionId=cs_unknown');
    expect(unknown.statusCode).toBe(404);
  });
});
