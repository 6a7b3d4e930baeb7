import { HEADER_DEBUG_KEY, type RouteDefinition, routes } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser, TEST_DEBUG_KEY } from '../test/index.js';
import { pathParamsOf, ROUTE_TABLE, routeLabel, urlOf } from './route-table.testing.js';

// Walks the whole route table as a signed-in user: every path parameter, body and required query
// field is checked before the route does anything, with a 400 naming it. The per-module tests
// check the field rules themselves and that nothing was written.

/** Required query fields and what their absence answers (the other routes' queries are optional). */
const REQUIRED_QUERY = new Map<RouteDefinition, string>([
  [routes.snapshots.create, 'projectId is required'],
  [routes.snapshots.list, 'projectId is required'],
  [routes.assets.upload, 'expires is required'],
  [routes.subscriptions.stripeCallback, 'sessionId is required'],
]);

const paramCases = ROUTE_TABLE.flatMap((r) =>
  pathParamsOf(r).map((param) => [`${routeLabel(r)} :${param}`, r, param] as const),
);
const bodyCases = ROUTE_TABLE.filter((r) => r.body).map((r) => [routeLabel(r), r] as const);

describeEachDatabase('route inputs', (suite) => {
  const signedIn = async () => {
    const { app } = await suite.createTestApp();
    const user = await signInTestUser(app);
    // The debug key lets the test-account route reach its body like every other route.
    const headers = () => ({ ...user.headers(), [HEADER_DEBUG_KEY]: TEST_DEBUG_KEY });
    return { app, headers };
  };

  it.each(paramCases)('%s malformed is a 400 naming it', async (_, r, param) => {
    const { app, headers } = await signedIn();
    const response = await app.inject({
      method: r.method,
      url: urlOf(r, { [param]: 'Bad!' }),
      headers: headers(),
      ...(r.method === 'GET' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      message: expect.stringMatching(`^${param} `),
    });
  });

  it.each(bodyCases)('%s with a body that is not an object is a 400 naming the body', async (_, r) => {
    const { app, headers } = await signedIn();
    // The query is read before the body: the one route with both gets a well-formed one.
    const query = r === routes.snapshots.create ? `?projectId=${'a'.repeat(24)}` : '';
    const response = await app.inject({
      method: r.method,
      url: urlOf(r) + query,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body must be an object');
  });

  it.each([...REQUIRED_QUERY].map(([r, message]) => [routeLabel(r), r, message] as const))(
    '%s without its query is a 400 naming the field',
    async (_, r, message) => {
      const { app, headers } = await signedIn();
      const response = await app.inject({
        method: r.method,
        url: urlOf(r),
        headers: headers(),
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    },
  );
});
