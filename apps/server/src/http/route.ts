import type { InferOptional, RouteDefinition } from '@nodeloom/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { rateLimitOptions } from './rate-limits.js';
import { parseInput } from './validation.js';

/**
 * Decides who may call a route before its handler runs: returns what the handler gets as
 * `user`, or throws (e.g. UnauthorizedError). See auth/guards.ts for requireUser.
 */
export type Guard<U> = (request: FastifyRequest) => Promise<U>;

/** What a route handler receives: parsed input, the guard's result, and Fastify's request/reply. */
export interface RouteContext<Def extends RouteDefinition, U> {
  params: InferOptional<Def['params']>;
  query: InferOptional<Def['query']>;
  body: InferOptional<Def['body']>;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The handler's result: the response schema's input (so presenters are checked), or anything for redirects. */
type RouteResult<Def extends RouteDefinition> = [NonNullable<Def['response']>] extends [never]
  ? unknown
  : NonNullable<Def['response']> extends z.ZodType
    ? z.input<NonNullable<Def['response']>>
    : unknown;

export interface RouteOptions<U> {
  /** e.g. `auth: requireUser`; without it the route is public and `user` is undefined. */
  auth?: Guard<U>;
  /** Largest accepted body in bytes (Fastify's default is 1 MiB). */
  bodyLimit?: number;
  /** Extra Fastify route config, read by hooks (request.routeOptions.config). */
  config?: Record<string, unknown>;
}

export type RouteHandler<Def extends RouteDefinition, U> = (
  context: RouteContext<Def, U>,
) => Promise<RouteResult<Def>>;

/**
 * Declares one route of the contract on a Fastify instance:
 *
 *   route(app, routes.users.getMe, { auth: requireUser }).handle(async ({ user }) => presentMe(user));
 *
 * Order: guard (401/403/404) → params, query, body parsed with the contract's zod schemas (400
 * naming the field) → handler → result parsed with the response schema (unknown fields dropped),
 * sent with the contract's status. (Two calls so TypeScript knows the route before the handler.)
 */
export function route<Def extends RouteDefinition, U = undefined>(
  app: FastifyInstance,
  definition: Def,
  options: RouteOptions<U> = {},
): { handle(handler: RouteHandler<Def, U>): void } {
  return {
    handle(handler) {
      app.route({
        method: definition.method,
        url: definition.path,
        ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
        config: {
          ...options.config,
          // The limit the route table names (rate-limits.ts), declared as 429 in the document.
          ...(definition.rateLimit ? { rateLimit: rateLimitOptions(app, definition.rateLimit) } : {}),
        },
        handler: async (request, reply) => {
          const user = (options.auth ? await options.auth(request) : undefined) as U;
          const context = {
            params: parseOptional(definition.params, request.params, 'params'),
            query: parseOptional(definition.query, request.query, 'query'),
            body: parseOptional(definition.body, request.body, 'body'),
            user,
            request,
            reply,
          } as RouteContext<Def, U>;
          const result = await handler(context);
          if (reply.sent || result === reply) return reply;
          // A handler may choose its own status (e.g. 503); otherwise the contract's success status.
          if (reply.statusCode === 200 && definition.status) reply.code(definition.status);
          return definition.response ? definition.response.parse(result) : result;
        },
      });
    },
  };
}

function parseOptional(
  schema: z.ZodType | undefined,
  input: unknown,
  location: 'params' | 'query' | 'body',
): unknown {
  return schema ? parseInput(schema, input, location) : undefined;
}
