import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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
