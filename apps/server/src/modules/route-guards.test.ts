import { HEADER_REQUEST_ID, type RouteDefinition, routes } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase } from '../test/index.js';
import { ROUTE_TABLE, routeLabel, urlOf } from './route-table.testing.js';

// Walks the whole route table: who may call each route signed out, and the cross-site request
// rules (Origin + x-request-id) of every state-changing route. The per-module tests prove the
// same for their routes with real resources; this one makes sure no route was forgotten.

/**
 * The routes a signed-out caller may reach, with what they answer to this test's empty call;
 * every other route answers 401 before reading its input.
 */
const PUBLIC = new Map<RouteDefinition, number>([
  [routes.health.check, 200],
  [routes.health.live, 200],
  [routes.openapi.document, 200],
  [routes.auth.oauthLogin, 302], // → the provider, or the failure page when not configured
  [routes.auth.oauthCallback, 302],
  [routes.auth.failure, 302],
  [routes.auth.testAccountLogin, 401], // guarded by x-debug-key, not by a session
  [routes.auth.emailSignup, 400],
  [routes.auth.emailLogin, 400],
  [routes.auth.session, 200], // the login probe: { user: null } signed out
  [routes.auth.verifyEmail, 302], // the mailed link: → /login?error=verification_failed without a token
  [routes.users.getProfile, 404], // public profiles; this id does not exist
  [routes.projects.officialDemo, 200],
  [routes.udns.getWithGraphsByIds, 400], // official UDNs by id, for the official demos
  [routes.udns.getWithoutGraphsByIds, 400],
  [routes.sharing.getByAccessToken, 400], // the x-project-access-token header is the credential
  [routes.assets.upload, 400], // the signed URL is the credential
  [routes.forms.createReply, 400], // replies from published sites
  [routes.subscriptions.price, 503], // the pricing page, before sign-in
  [routes.subscriptions.stripeWebhook, 503], // Stripe's signature is the credential
  [routes.publishing.statusWebhook, 503], // signed with PUBLISHING_WEBHOOK_SECRET (unset here)
]);

/** Public, cookie-less routes called from other origins (docs/operations.md): no CSRF checks. */
const CROSS_ORIGIN = new Set<RouteDefinition>([
  routes.forms.createReply,
  routes.subscriptions.stripeWebhook,
  routes.publishing.statusWebhook,
]);

const stateChanging = ROUTE_TABLE.filter((r) => r.method !== 'GET' && !CROSS_ORIGIN.has(r));

describeEachDatabase('route guards', (suite) => {
  it.each(ROUTE_TABLE.map((r) => [routeLabel(r), r] as const))('%s signed out', async (_, r) => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({
      method: r.method,
      url: urlOf(r),
      headers: apiHeaders(),
      ...(r.method === 'GET' ? {} : { payload: {} }),
    });
    const expected = PUBLIC.get(r) ?? 401;
    expect(response.statusCode).toBe(expected);
    if (!PUBLIC.has(r))
      expect(response.json()).toMatchObject({ code: 'Unauthorized', message: 'Unauthorized' });
  });

  it.each(stateChanging.map((r) => [routeLabel(r), r] as const))(
    '%s refuses another Origin (403) and a request without x-request-id (400)',
    async (_, r) => {
      const { app } = await suite.createTestApp();
      const foreign = await app.inject({
        method: r.method,
        url: urlOf(r),
        headers: apiHeaders(undefined, { origin: 'https://evil.example' }),
        payload: {},
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('Origin https://evil.example is not allowed');
      const bare = await app.inject({ method: r.method, url: urlOf(r), payload: {} });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe(`${HEADER_REQUEST_ID} header is required`);
    },
  );

  it('lifts the cross-site checks only for the public cross-origin routes', async () => {
    const { app } = await suite.createTestApp();
    for (const r of CROSS_ORIGIN) {
      const response = await app.inject({
        method: r.method,
        url: urlOf(r),
        headers: { origin: 'https://site.example' },
        payload: {},
      });
      expect({ route: routeLabel(r), status: response.statusCode }).toEqual({
        route: routeLabel(r),
        status: PUBLIC.get(r),
      });
    }
  });
});
