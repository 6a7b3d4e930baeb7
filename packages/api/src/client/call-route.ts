import type { z } from 'zod';
import { buildPath, type InferOptional, type RouteDefinition } from '../route.js';
import type { ApiClient, RequestOptions } from './client.js';

type AnyRoute = RouteDefinition<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined
>;

type Field<S, K extends string, Required extends boolean> = S extends z.ZodType
  ? Required extends true
    ? { [P in K]: z.input<S> }
    : { [P in K]?: z.input<S> }
  : { [P in K]?: undefined };

/** What a call of a route takes: its params, query and body, typed from the route's schemas. */
export type RouteInput<D> =
  D extends RouteDefinition<infer P, infer Q, infer B, z.ZodType | undefined>
    ? Field<P, 'params', true> & Field<Q, 'query', false> & Field<B, 'body', true>
    : never;

export type RouteCallOptions = Omit<RequestOptions, 'query' | 'body' | 'schema' | 'loadSchema'>;

/** Calls one entry of the route table; the answer is parsed with the route's response schema. */
export function callRoute<D extends AnyRoute>(
  client: ApiClient,
  route: D,
  input: RouteInput<D>,
  options: RouteCallOptions = {},
): Promise<InferOptional<D['response']>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
  };
  return client.request(route.method, buildPath(route.path, params), {
    ...options,
    query: query as RequestOptions['query'],
    body,
    schema: route.response as z.ZodType<InferOptional<D['response']>> | undefined,
  });
}
