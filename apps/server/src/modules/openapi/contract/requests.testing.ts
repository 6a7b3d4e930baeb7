// The requests the contract test sends for one operation, built from the document alone: one
// valid request (real ids, the declared media type and credential) and its broken variants.
import { API_BASE_PATH, HEADER_REQUEST_ID, type OpenApiDocument } from '@nodeloom/api';
import type { Operation } from './operations.testing.js';
import {
  EDGE_STRINGS,
  type Fixtures,
  fixtureOfParam,
  sampleOf,
  withFixtures,
  wrongTypeOf,
} from './values.testing.js';

export interface ContractRequest {
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface RequestContext {
  document: OpenApiDocument;
  fixtures: Fixtures;
  /** The value of each security scheme (securitySchemes) for the owner of the fixtures. */
  credentials: Map<string, string>;
}

let requestCount = 0;
const requestId = () => `contract-${++requestCount}`;

interface Parts {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  bodyType: string | undefined;
  credentials: string[];
  headers: Record<string, string>;
}

function validParts(operation: Operation, context: RequestContext): Parts {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    const kind = parameter.in === 'path' ? fixtureOfParam(operation.path, parameter.name) : undefined;
    const fromFixture = kind ? context.fixtures.get(kind) : undefined;
    const sampled = withFixtures(
      { [parameter.name]: sampleOf(parameter.schema, context.document) },
      context.fixtures,
    );
    const value = fromFixture ?? String((sampled as Record<string, unknown>)[parameter.name]);
    if (parameter.in === 'path') path[parameter.name] = value;
    else if (parameter.required) query[parameter.name] = value;
  }
  const [bodyType, bodySchema] = Object.entries(operation.bodyTypes)[0] ?? [];
  const body =
    bodySchema === undefined
      ? undefined
      : bodyType === 'application/json'
        ? withFixtures(sampleOf(bodySchema, context.document), context.fixtures)
        : Buffer.from('contract test bytes');
  return { path, query, body, bodyType, credentials: operation.credentials, headers: {} };
}

/** The headers that carry the given security schemes, as the document's securitySchemes place them. */
function credentialHeaders(schemes: string[], context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const scheme of schemes) {
    const value = context.credentials.get(scheme);
    const { in: place, name } = context.document.components.securitySchemes[scheme]!;
    if (value === undefined) continue;
    if (place === 'cookie') headers.cookie = `${name}=${value}`;
    else headers[name] = value;
  }
  return headers;
}

/** Percent-encoded; a lone surrogate goes as the bytes UTF-8 would give it (%ED%A0%80), invalid on purpose. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

function toRequest(
  label: string,
  operation: Operation,
  parts: Parts,
  context: RequestContext,
): ContractRequest {
  const url =
    API_BASE_PATH +
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePart(parts.path[name] ?? '')) +
    (Object.keys(parts.query).length ? `?${new URLSearchParams(parts.query)}` : '');
  const headers: Record<string, string> = {
    [HEADER_REQUEST_ID]: requestId(),
    ...credentialHeaders(parts.credentials, context),
    ...(parts.bodyType && parts.body !== undefined ? { 'content-type': parts.bodyType } : {}),
    ...parts.headers,
  };
  const payload =
    parts.body === undefined
      ? undefined
      : Buffer.isBuffer(parts.body) || typeof parts.body === 'string'
        ? parts.body
        : JSON.stringify(parts.body);
  return { label, method: operation.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}

/** The valid request of an operation (as valid as the document lets a sampler make it). */
export function validRequest(operation: Operation, context: RequestContext): ContractRequest {
  return toRequest('valid', operation, validParts(operation, context), context);
}

/** Broken variants: credentials, x-request-id, media type, body, each field and parameter. */
export function invalidRequests(operation: Operation, context: RequestContext): ContractRequest[] {
  const valid = validParts(operation, context);
  const variants: [string, Parts][] = [
    ['without credentials', { ...valid, credentials: [] }],
    ['malformed x-request-id', { ...valid, headers: { [HEADER_REQUEST_ID]: `bad id ${'x'.repeat(200)}` } }],
  ];
  if (valid.bodyType) {
    variants.push(
      ['no body', { ...valid, body: undefined }],
      ['wrong media type', { ...valid, bodyType: 'text/plain', body: 'plain text' }],
      // Past Fastify's default limit (413); routes allowing more (graphs, deploys, uploads) answer 400.
      ['body over 1 MiB', { ...valid, body: { padding: 'a'.repeat(1024 * 1024 + 1) } }],
    );
  }
  if (valid.bodyType === 'application/json') {
    variants.push(
      ['body not an object', { ...valid, body: [1, 2, 3] }],
      ['malformed JSON', { ...valid, body: '{"a":' }],
    );
    const fields = valid.body && typeof valid.body === 'object' ? Object.entries(valid.body) : [];
    for (const [name, value] of fields) {
      const without = { ...(valid.body as Record<string, unknown>) };
      delete without[name];
      variants.push([`body without ${name}`, { ...valid, body: without }]);
      variants.push([
        `body ${name} of another type`,
        { ...valid, body: { ...without, [name]: wrongTypeOf(value) } },
      ]);
      for (const edge of EDGE_STRINGS) {
        variants.push([
          `body ${name} = edge string ${edge.length}`,
          { ...valid, body: { ...without, [name]: edge } },
        ]);
      }
    }
  }
  for (const [location, values] of [
    ['path', valid.path],
    ['query', valid.query],
  ] as const) {
    for (const name of Object.keys(values)) {
      for (const edge of [...EDGE_STRINGS.slice(1, 7), 'z'.repeat(101), '-1']) {
        variants.push([
          `${location} ${name} = edge string ${edge.length}`,
          { ...valid, [location]: { ...values, [name]: edge } },
        ]);
      }
    }
  }
  return variants.map(([label, parts]) => toRequest(label, operation, parts, context));
}
