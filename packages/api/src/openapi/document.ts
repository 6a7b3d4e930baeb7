import {
  API_BASE_PATH,
  HEADER_DEBUG_KEY,
  HEADER_PROJECT_ACCESS_TOKEN,
  HEADER_REQUEST_ID,
} from '../constants.js';
import type { RouteDefinition } from '../route.js';
import { routes } from '../routes/index.js';
import { accessOf, isCrossOrigin, RAW_CONTENT, type RouteAccess, rawSchema } from './access.js';
import {
  type BodyKind,
  ERROR_BODY_COMPONENT,
  ERROR_RESPONSES,
  errorBodyJsonSchema,
  errorStatusesOf,
  RESPONSE_HEADERS,
} from './errors.js';
import { objectProperties, SchemaComponents } from './schemas.js';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from './types.js';

/** Name of the session cookie (set by the sign-in routes, httpOnly). */
const SESSION_COOKIE = 'nodeloom_session';

const SECURITY: Record<RouteAccess, OpenApiOperation['security']> = {
  public: [],
  optional: [{ sessionCookie: [] }, {}],
  debugKey: [{ debugKey: [] }],
  accessToken: [{ projectAccessToken: [] }],
  session: [{ sessionCookie: [] }],
};

const pascal = (...words: string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** `/projects/:id/graph` → `/projects/{id}/graph` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parametersOf(route: RouteDefinition): (OpenApiParameter | { $ref: string })[] {
  const parameters: (OpenApiParameter | { $ref: string })[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const { properties, required } = objectProperties(schema);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  // Every route refuses a malformed x-request-id; state-changing ones need it unless cross-origin.
  const required = route.method !== 'GET' && !isCrossOrigin(route);
  parameters.push({ $ref: `#/components/parameters/${required ? 'RequestId' : 'OptionalRequestId'}` });
  return parameters;
}

const rawContent = (types: readonly string[]) =>
  Object.fromEntries(types.map((type) => [type, { schema: rawSchema(type) }]));

function successOf(route: RouteDefinition, id: string, outputs: SchemaComponents): [string, OpenApiResponse] {
  const headers = RESPONSE_HEADERS;
  const raw = RAW_CONTENT.get(route)?.response;
  if (raw)
    return [String(raw.status), { description: raw.description, headers, content: rawContent(raw.types) }];
  if (route.response) {
    return [
      String(route.status ?? 200),
      {
        description: 'Success.',
        headers,
        content: { 'application/json': { schema: outputs.ref(route.response, `${id}Response`) } },
      },
    ];
  }
  if (route.method === 'GET') {
    return [
      '302',
      { description: 'Redirect (Location header): to the provider, the app, or a failure page.', headers },
    ];
  }
  return [
    String(route.status ?? 200),
    { description: 'Received.', headers, content: { 'application/json': { schema: { type: 'object' } } } },
  ];
}

/** Another success a handler chooses: without a body (304, 302) or with the success's body. */
function otherSuccessOf(status: number, success: OpenApiResponse): OpenApiResponse {
  const headers = success.headers;
  if (status === 304)
    return { description: 'Not modified: If-None-Match names the current version (no body).', headers };
  if (status === 302) return { description: 'Redirect (Location header) to where the content is.', headers };
  return {
    ...success,
    description: `Success with status ${status} (e.g. 201 when new, 200 when it was there).`,
  };
}

function operationOf(
  group: string,
  name: string,
  route: RouteDefinition,
  inputs: SchemaComponents,
  outputs: SchemaComponents,
): OpenApiOperation {
  const id = pascal(group, name);
  const access = accessOf(route);
  const rawRequest = RAW_CONTENT.get(route)?.request;
  const body: BodyKind = route.body || rawRequest?.othersRefused ? 'typed' : rawRequest ? 'any' : 'none';
  const [status, success] = successOf(route, id, outputs);
  const responses: OpenApiOperation['responses'] = { [status]: success };
  for (const other of route.otherSuccess ?? []) responses[String(other)] = otherSuccessOf(other, success);
  for (const error of errorStatusesOf(route, access, body)) {
    responses[error] = { $ref: `#/components/responses/${error}` };
  }
  if (route.requiresConfig) {
    // The setting the route needs, named where a reader of this operation looks.
    responses['503'] = {
      ...ERROR_RESPONSES['503']!,
      description: `Not configured on this server (the route needs ${route.requiresConfig}).`,
    };
  }
  if (route === routes.health.check) {
    responses['503'] = {
      ...success,
      description: 'The database does not answer (same body, database: unreachable).',
    };
  }
  const parameters = parametersOf(route);
  return {
    operationId: `${group}.${name}`,
    tags: [group],
    summary: `${route.method} ${route.path}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: inputs.ref(route.body, `${id}Body`) } },
          },
        }
      : rawRequest
        ? { requestBody: { required: true, content: rawContent(rawRequest.types) } }
        : {}),
    responses,
    security: SECURITY[access],
  };
}

/**
 * The OpenAPI 3.1 description of the REST API, generated from the route table (`routes`) with
 * zod's JSON Schema conversion: request schemas as callers may send them, responses as the server
 * sends them, and every route's error answers (docs/openapi.md). Paths are relative to API_BASE_PATH.
 */
export function buildOpenApiDocument(version = '0.1.0'): OpenApiDocument {
  const inputs = new SchemaComponents('input');
  const outputs = new SchemaComponents('output');
  const paths: OpenApiDocument['paths'] = {};
  for (const [group, table] of Object.entries(routes)) {
    for (const [name, route] of Object.entries(table as Record<string, RouteDefinition>)) {
      const path = openApiPath(route.path);
      paths[path] = {
        ...paths[path],
        [route.method.toLowerCase()]: operationOf(group, name, route, inputs, outputs),
      };
    }
  }
  const requestId = (required: boolean): OpenApiParameter => ({
    name: HEADER_REQUEST_ID,
    in: 'header',
    required,
    description:
      '1-128 letters, digits or . _ : - ; echoed on the response. Browsers cannot send it cross-site without a preflight, which this server never grants.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nodeloom API',
      version,
      description:
        'The REST API of a Nodeloom server, generated from the @nodeloom/api route table. Errors answer `{ statusCode, error, message, code }`. State-changing calls need the x-request-id header and, when an Origin header is sent, an allowed Origin.',
    },
    servers: [{ url: API_BASE_PATH, description: 'Relative to the server origin (PUBLIC_URL).' }],
    paths,
    components: {
      schemas: {
        [ERROR_BODY_COMPONENT]: errorBodyJsonSchema(),
        ...inputs.components(),
        ...outputs.components(),
      },
      responses: ERROR_RESPONSES,
      parameters: { RequestId: requestId(true), OptionalRequestId: requestId(false) },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The httpOnly session cookie set by the sign-in routes.',
        },
        projectAccessToken: {
          type: 'apiKey',
          in: 'header',
          name: HEADER_PROJECT_ACCESS_TOKEN,
          description: 'A token the project owner shared (read-only access to that project).',
        },
        debugKey: {
          type: 'apiKey',
          in: 'header',
          name: HEADER_DEBUG_KEY,
          description: 'The DEBUG_KEY of the server (test accounts; the route is off without it).',
        },
      },
    },
  };
}
