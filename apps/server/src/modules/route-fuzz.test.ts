import { API_BASE_PATH, HEADER_DEBUG_KEY, type RouteDefinition, routes } from '@nodeloom/api';
import { testSeed } from '@nodeloom/engine/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  injectAs,
  type SignedInTestUser,
  signInTestUser,
  TEST_DEBUG_KEY,
} from '../test/index.js';
import {
  bodyFor,
  edgeValues,
  type FieldValue,
  pathFor,
  queryFor,
  randomValue,
  stripeEventBody,
} from './route-fuzz.testing.js';
import { fieldRequest, routeFields, sampleOf } from './route-fuzz-fields.testing.js';
import { ROUTE_TABLE, routeLabel } from './route-table.testing.js';
import { type FakeStripe, startFakeStripe } from './subscriptions/fake-stripe.testing.js';

// Every route of the table gets random params, queries and bodies (wrong types, huge and deep
// values, NUL, lone surrogates, prototype keys, broken percent-encoding) from a signed-in user,
// then every number and id field of its params, query and body, alone wrong in a well-formed
// request, gets edge values (past int4, 2^53, 2^63; negative, fractional, NaN-like; malformed
// ids, ids of another user's things) and random ones: none may answer 5xx, and the server must
// still answer its health check afterwards.

const SEED = testSeed('route fuzz', 20_261_123);
/** Runs per route: 87 routes × 12 keeps the fuzz well under a minute per database on 2 cores. */
const RUNS_PER_ROUTE = 12;
/** Random values per route for its number and id fields, after every field's edge values. */
const FIELD_RUNS_PER_ROUTE = 8;
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

it('puts each number and id field of the route table in an otherwise well-formed request', () => {
  const id = 'a'.repeat(24);
  const fields = ROUTE_TABLE.flatMap((r) => routeFields(r, id).map((field) => ({ r, field })));
  const names = fields.map(({ r, field }) => `${routeLabel(r)} ${field.location}.${field.path}`);
  expect(names).toContain('GET /projects/:id/events query.after');
  expect(names).toContain('POST /teams/:teamId/members body.userId');
  // With a valid value at the field, every part of the request passes the route's schemas, so a
  // fuzzed value there is the one thing wrong and the handler gets it once it is in range.
  const rejected = fields.filter(({ r, field }) =>
    (['params', 'query', 'body'] as const).some((location) => {
      const valid = location === field.location ? field.build(sampleOf(field.schema, id)) : undefined;
      const schema = r[location];
      return schema && !schema.safeParse(valid ?? sampleOf(schema, id)).success;
    }),
  );
  expect(rejected.map(({ r, field }) => `${routeLabel(r)} ${field.path}`)).toEqual([]);
});

interface FuzzUser {
  user: SignedInTestUser;
  /** The user's project: the id a request's other id fields hold. */
  project: string;
  /** Ids that exist: the user's project and account, another user's project, team and account. */
  known: string[];
}
type FieldCase = { index: number; value: FieldValue };

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
  async function fuzzUser(app: FastifyInstance): Promise<FuzzUser> {
    const created = async (as: SignedInTestUser, path: string) => {
      const response = await injectAs(app, as, 'POST', path, { name: 'Fuzz' });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const user = await signInTestUser(app);
    const other = await signInTestUser(app);
    const project = await created(user, '/projects');
    const othersThings = [await created(other, '/projects'), await created(other, '/teams'), other.user.id];
    return { user, project, known: [project, user.user.id, ...othersThings] };
  }

  /** Sends one request as `user` (with the debug key, so the test-account route reads its body). */
  function send(
    app: FastifyInstance,
    user: SignedInTestUser,
    r: RouteDefinition,
    { path, query, body }: { path: string; query: string; body?: string | undefined },
  ) {
    const isWebhook = r === routes.subscriptions.stripeWebhook;
    return app.inject({
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
  }

  /** Every number and id field: each edge value, then random ones, with the rest well-formed. */
  async function fuzzFields(app: FastifyInstance, r: RouteDefinition, ids: FuzzUser) {
    const fields = routeFields(r, ids.project);
    if (fields.length === 0) return;
    const edges = fields.flatMap((_, index) =>
      edgeValues(fields[index]!.kind, ids.known).map((value) => [{ index, value }] as [FieldCase]),
    );
    const random = fc
      .nat(fields.length - 1)
      .chain((index) => randomValue(fields[index]!.kind, ids.known).map((value) => ({ index, value })));
    await fc.assert(
      fc.asyncProperty(random, async ({ index, value }) => {
        const field = fields[index]!;
        const response = await send(app, ids.user, r, fieldRequest(r, field, value, ids.project));
        if (response.statusCode >= 500) {
          throw new Error(
            `${field.location}.${field.path} = ${value.json.slice(0, 80)}: ` +
              `${response.statusCode} ${response.body.slice(0, 300)}`,
          );
        }
      }),
      {
        seed: SEED,
        numRuns: edges.length + FIELD_RUNS_PER_ROUTE,
        examples: edges,
        endOnFailure: true,
        reporter: shortReport,
      },
    );
  }

  it.each(ROUTE_TABLE.map((r) => [routeLabel(r), r] as const))(
    '%s never answers 5xx to random input, nor to edge values of its number and id fields',
    async (_, r: RouteDefinition) => {
      const { app } = await suite.createTestApp({ env: env() });
      const ids = await fuzzUser(app);
      // Webhook events are signed, so their random shapes reach the event handling.
      const body = r === routes.subscriptions.stripeWebhook ? stripeEventBody : bodyFor(r);
      const input = fc.record({ path: pathFor(r, ids.known), query: queryFor(r), body });
      // The fields first: the random input may end the session (logout) or delete the project.
      await fuzzFields(app, r, ids);
      await fc.assert(
        fc.asyncProperty(input, async (request) => {
          const response = await send(app, ids.user, r, request);
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
