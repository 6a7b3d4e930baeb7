import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The per-client-address limits a route may have (429 past them): 'signIn' SIGN_IN_RATE_LIMIT_PER_MINUTE,
 * 'tokenLookup' TOKEN_LOOKUP_RATE_LIMIT_PER_MINUTE (only calls carrying x-project-access-token count),
 * 'uploads' UPLOAD_RATE_LIMIT_PER_MINUTE, 'formReplies' FORM_REPLIES_PER_MINUTE per form.
 * The server applies the limit named here, and the OpenAPI document declares 429 from it.
 */
export type RateLimitKind = 'signIn' | 'tokenLookup' | 'uploads' | 'formReplies';

/**
 * One REST call of the contract: method, path under API_BASE_PATH (Fastify style, `:id`),
 * and the zod schemas of its params, query, body and successful response.
 * The server validates with these; the client builds requests and parses responses with them.
 */
export interface RouteDefinition<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the success body; absent for redirects and empty answers. */
  response?: R;
  /** Status of a success; 200 unless given. */
  status?: number;
  /** Other success statuses the handler chooses, same body (e.g. 201 for a new request, 200 again). */
  otherSuccess?: readonly number[];
  /** The per-address limit the server applies to this route (RateLimitKind). */
  rateLimit?: RateLimitKind;
  /** Error statuses the handler answers beyond those the route's shape implies (docs/openapi.md). */
  errors?: readonly number[];
  /** The setting without which the route answers 503 (the feature is not configured). */
  requiresConfig?: string;
}

/** Keeps the literal types of a route definition (use it for every entry of the route table). */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(route: RouteDefinition<P, Q, B, R>): RouteDefinition<P, Q, B, R> {
  return route;
}

/** The parsed type of an optional schema (undefined when the route has none). */
export type InferOptional<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.infer<NonNullable<S>>
    : undefined;

/** Fills `:name` segments of a route path, e.g. buildPath('/users/profiles/:id', { id }). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}
