import { API_BASE_PATH, HEADER_DEBUG_KEY, type RouteDefinition, routes } from '@nodeloom/api';
import { testSeed } from '@nodeloom/engine/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, injectAs, signInTestUser, TEST_DEBUG_KEY } from '../test/index.js';
import { bodyFor, pathFor, queryFor, stripeEventBody } from './route-fuzz.testing.js';
import { ROUTE_TABLE, routeLabel } from './route-table.testing.js';
import { type FakeStripe, startFakeStripe } from './subscriptions/fake-stripe.testing.js';

// Every route of the table gets random params, queries and bodies (wrong types, huge and deep
// values, NUL, lone surrogates, prototype keys, broken percent-encoding) from a signed-in user:
// none may answer 5xx, and the server must still answer its health check afterwards.

const SEED = testSeed('route fuzz', 20_261_123);
/** Runs per route: 87 routes × 12 keeps the fuzz well under a minute per database on 2 cores. */
const RUNS_PER_ROUTE = 12;
const WEBHOOK_SECRET = 'whsec_fuzz';
const signer = new Stripe('sk_test_signer');

/** The failing input, cut short: deep and huge values would flood the test output. */
function shortReport<Ts>(details: fc.RunDetails<Ts>): void {
  if (!details.failed) return;
  const input = JSON.stringify(details.counterexample) ?? '';
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
  throw new Error(
    `${cause}\nafter ${details.numRuns} runs, seed ${details.seed}, path ${details.counterexamplePath}\n` +
      `input: ${input.length > 600 ? `${input.slice(0, 600)}… (${input.length} characters)` : input}`,
  );
}

describeEachDatabase('route fuzz', (suite) => {
  // Every optional service configured (billing against a fake Stripe, the publishing status
  // webhook), so their routes run past "not configured" (a deliberate 503).
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  const env = () => ({
    STRIPE_SECRET_KEY: 'sk_test_nodeloom',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.apiBase,
    PUBLISHING_WEBHOOK_SECRET: 'fuzz-publishing-secret',
  });

  /** A fresh user (routes like logout or account deletion end a session) with a project of theirs. */
  async function fuzzUser(app: FastifyInstance) {
    const user = await signInTestUser(app);
    const project = await injectAs(app, user, 'POST', '/projects', { name: 'Fuzz' });
    expect(project.statusCode).toBe(201);
    return { user, known: [project.json().id as string, user.user.id] };
  }

  it.each(ROUTE_TABLE.map((r) => [routeLabel(r), r] as const))(
    '%s never answers 5xx to random input',
    async (_, r: RouteDefinition) => {
      const { app } = await suite.createTestApp({ env: env() });
      const { user, known } = await fuzzUser(app);
      // Webhook events are signed, so their random shapes reach the event handling.
      const isWebhook = r === routes.subscriptions.stripeWebhook;
      const body = isWebhook ? stripeEventBody : bodyFor(r);
      const input = fc.record({ path: pathFor(r, known), query: queryFor(r), body });
      await fc.assert(
        fc.asyncProperty(input, async ({ path, query, body }) => {
          const response = await app.inject({
            method: r.method,
            url: `${API_BASE_PATH}${path}${query}`,
            headers: {
              ...user.headers(),
              [HEADER_DEBUG_KEY]: TEST_DEBUG_KEY,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(isWebhook && body !== undefined
                ? {
                    'stripe-signature': signer.webhooks.generateTestHeaderString({
                      payload: body,
                      secret: WEBHOOK_SECRET,
                    }),
                  }
                : {}),
            },
            ...(body === undefined ? {} : { payload: body }),
          });
          if (response.statusCode >= 500) {
            throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true, reporter: shortReport },
      );
      const health = await injectAs(app, null, 'GET', '/health');
      expect(health.statusCode).toBe(200);
    },
  );
});
