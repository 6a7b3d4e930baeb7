import { API_BASE_PATH, type OpenApiDocument } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase } from '../../test/index.js';
import { ROUTE_TABLE, routeLabel, urlOf } from '../route-table.testing.js';
import { liveRoutes } from './live-routes.testing.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `GET /projects/{id}` for every operation of the document. */
function documentedOperations(document: OpenApiDocument): { method: string; path: string }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path })),
  );
}

/**
 * `GET /projects/{}`: a route's shape with parameter names dropped, because Fastify's tree shares
 * one node among the parameters at one place (`:id|:projectId`); hasRoute checks the names.
 */
const shape = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}|:\w+(\|:\w+)*/g, '{}')}`;

describeEachDatabase('GET /api/nest/openapi.json', (suite) => {
  const fetchDocument = async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/nest/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return { app, document: response.json() as OpenApiDocument };
  };

  it('describes exactly the API routes the server serves, both ways', async () => {
    const { app, document } = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]!.url).toBe(API_BASE_PATH);
    const served = liveRoutes(app)
      // HEAD is Fastify's automatic twin of every GET; OPTIONS answers CORS preflights.
      .filter((r) => r.url.startsWith(`${API_BASE_PATH}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => shape(r.method, r.url.slice(API_BASE_PATH.length)));
    const documented = documentedOperations(document);
    expect(served.length).toBeGreaterThan(50);
    expect(new Set(documented.map((o) => shape(o.method, o.path)))).toEqual(new Set(served));
    for (const { method, path } of documented) {
      const url = API_BASE_PATH + path.replace(/\{(\w+)\}/g, ':$1');
      expect({ method, url, served: app.hasRoute({ method: method as 'GET', url }) }).toEqual({
        method,
        url,
        served: true,
      });
    }
  });

  it('describes the errors of every route with the server error body', async () => {
    const { document } = await fetchDocument();
    expect(document.components.schemas.ErrorBody).toMatchObject({
      required: ['statusCode', 'error', 'message', 'code'],
    });
    for (const item of Object.values(document.paths)) {
      for (const operation of METHODS.flatMap((m) => item[m] ?? [])) {
        expect(operation.responses['500']).toEqual({ $ref: '#/components/responses/500' });
      }
    }
    expect(document.paths['/projects/{id}/graph']!.post!.responses).toMatchObject({
      '400': {},
      '401': {},
      '403': {},
      '404': {},
      '409': {},
      '413': {},
    });
    expect(document.paths['/auth/login/email']!.post!.responses['429']).toBeDefined();
    // Every $ref points at something the document holds.
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref!
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
      expect({ ref, found: target !== undefined }).toEqual({ ref, found: true });
    }
  });

  it('documents 401 on every route that answers 401 without credentials, and on no public one', async () => {
    const { app, document } = await fetchDocument();
    for (const r of ROUTE_TABLE) {
      const response = await app.inject({
        method: r.method,
        url: urlOf(r),
        headers: apiHeaders(),
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      const operation = document.paths[r.path.replace(/:(\w+)/g, '{$1}')]![r.method.toLowerCase() as 'get']!;
      const answered401 = response.statusCode === 401;
      const documents401 = '401' in operation.responses;
      if (answered401)
        expect({ route: routeLabel(r), documents401 }).toEqual({ route: routeLabel(r), documents401: true });
      // A route that needs a session or the debug key and nothing else refuses a call without it.
      const needsOnly = operation.security.length === 1 ? Object.keys(operation.security[0]!) : [];
      if (needsOnly[0] === 'sessionCookie' || needsOnly[0] === 'debugKey')
        expect({ route: routeLabel(r), answered401 }).toEqual({ route: routeLabel(r), answered401: true });
      // A route the document calls public needs no credential at all.
      if (operation.security.length === 0)
        expect({ route: routeLabel(r), answered401 }).toMatchObject({ answered401: false });
    }
  });
});
