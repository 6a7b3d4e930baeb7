import { describe, expect, it } from 'vitest';
import { routes } from '../routes/index.js';
import { buildOpenApiDocument, openApiPath } from './document.js';

const document = buildOpenApiDocument();
const operation = (path: string, method: 'get' | 'post' | 'patch' | 'put' | 'delete') => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

describe('buildOpenApiDocument', () => {
  it('has one operation per route of the table, at its OpenAPI path', () => {
    const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(count).toBe(Object.values(routes).reduce((n, group) => n + Object.keys(group).length, 0));
    expect(openApiPath('/projects/:projectId/accessTokens/:tokenId')).toBe(
      '/projects/{projectId}/accessTokens/{tokenId}',
    );
    expect(operation('/projects/{id}/graph', 'post').operationId).toBe('projects.updateGraph');
  });

  it('turns path and query schemas into parameters, and asks state-changing calls for x-request-id', () => {
    expect(operation('/projects/{id}', 'get').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
      { $ref: '#/components/parameters/OptionalRequestId' },
    ]);
    expect(operation('/projectSnapshots', 'get').parameters).toContainEqual(
      expect.objectContaining({ name: 'projectId', in: 'query', required: true }),
    );
    expect(operation('/projects', 'post').parameters).toEqual([
      { $ref: '#/components/parameters/RequestId' },
    ]);
    expect(operation('/forms/{id}/replies', 'post').parameters).toContainEqual({
      $ref: '#/components/parameters/OptionalRequestId',
    });
  });

  it('points bodies and responses at JSON Schema components with the contract status', () => {
    const create = operation('/projects', 'post');
    expect(create.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ProjectsCreateBody',
    });
    expect(create.responses['201']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ProjectsCreateResponse' } } },
    });
    expect(document.components.schemas.HealthLiveResponse).toEqual({
      type: 'object',
      properties: { status: { type: 'string', const: 'ok' } },
      required: ['status'],
      additionalProperties: false,
    });
  });

  it('leaves no reference that OpenAPI would resolve against the document root by mistake', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"#/$defs');
    expect(text).not.toContain('__shared');
    expect(text).not.toContain('"$schema"');
  });

  it('describes who may call a route and the errors it may answer', () => {
    expect(operation('/health/live', 'get').security).toEqual([]);
    // 400: every route refuses a malformed x-request-id.
    expect(Object.keys(operation('/health/live', 'get').responses)).toEqual(['200', '400', '500']);
    expect(operation('/projects', 'get').security).toEqual([{ sessionCookie: [] }]);
    expect(operation('/projects/{id}', 'get').security).toEqual([{ sessionCookie: [] }, {}]);
    expect(Object.keys(operation('/projects/{id}', 'delete').responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '500'].sort(),
    );
    expect(Object.keys(operation('/projects/{id}/graph', 'post').responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '413', '415', '500'].sort(),
    );
    expect(operation('/auth/login/email', 'post').responses['429']).toEqual({
      $ref: '#/components/responses/429',
    });
    expect(document.components.responses['400']?.description).toMatch(/^ValidationError/);
  });

  it('declares what the route definition says the server does: limits, settings, other statuses, media types', () => {
    const statuses = (path: string, method: 'get' | 'post' | 'put') =>
      Object.keys(operation(path, method).responses);
    // Rate limits from the route's rateLimit, the same flag the server applies.
    expect(statuses('/projects/{id}', 'get')).toEqual(expect.arrayContaining(['304', '429']));
    expect(statuses('/projects/byAccessToken', 'get')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '429']),
    );
    expect(statuses('/projects', 'get')).not.toContain('429');
    // A feature off by configuration, a status a handler chooses, an id in the body or query.
    expect(statuses('/subscriptions/checkout', 'post')).toContain('503');
    expect(statuses('/accounts/deletion/request', 'post')).toEqual(expect.arrayContaining(['200', '201']));
    expect(statuses('/auth/login/email', 'post')).toContain('401');
    expect(statuses('/projectSnapshots', 'get')).toContain('404');
    expect(statuses('/publishing/deployments/rollback', 'post')).toContain('404');
    // Raw bytes: the upload takes the asset media types (415 for others); the file answers its own.
    const upload = operation('/assets/uploads/{id}/{kind}', 'put');
    expect(Object.keys(upload.requestBody?.content ?? {})).toContain('image/png');
    expect(upload.responses['415']).toBeDefined();
    expect(operation('/assets/{id}/files/{kind}', 'get').responses['200']).toMatchObject({
      content: { 'image/png': { schema: { type: 'string', contentEncoding: 'binary' } } },
    });
    expect(statuses('/subscriptions/webhooks/stripe', 'post')).not.toContain('415');
  });
});
