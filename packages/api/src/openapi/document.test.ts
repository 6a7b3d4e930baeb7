import { describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
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
    expect(Object.keys(operation('/health/live', 'get').responses)).toEqual(['200', '500']);
    expect(operation('/projects', 'get').security).toEqual([{ sessionCookie: [] }]);
    expect(operation('/projects/{id}', 'get').security).toEqual([{ sessionCookie: [] }, {}]);
    expect(Object.keys(operation('/projects/{id}', 'delete').responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '500'].sort(),
    );
    expect(operation('/auth/login/email', 'post').responses['429']).toEqual({
      $ref: '#/components/responses/429',
    });
    expect(document.components.responses['400']?.description).toMatch(/^ValidationError/);
  });
});
