import { defineRoute } from '@nodeloom/api';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from './error-handler.js';
import { UnauthorizedError } from './errors.js';
import { route } from './route.js';

// The route helper on a bare Fastify instance: order of checks, response shaping, options.
const echo = defineRoute({
  method: 'POST',
  path: '/echo/:id',
  params: z.object({ id: z.string().regex(/^\d+$/, 'must be digits') }),
  query: z.object({ verbose: z.enum(['yes', 'no']).optional() }),
  body: z.object({ text: z.string() }),
  response: z.object({ id: z.string(), text: z.string() }),
  status: 201,
});

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  await app.register(errorHandler);
  register(app);
  await app.ready();
  return app;
}

describe('route', () => {
  it('parses input, sends the contract status and drops fields the response schema does not name', async () => {
    const app = await appWith((a) =>
      route(a, echo).handle(async ({ params, body }) => ({ id: params.id, text: body.text, secret: 'x' })),
    );
    const response = await app.inject({ method: 'POST', url: '/echo/7', payload: { text: 'hi' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: '7', text: 'hi' });
  });

  it('names the bad param, query field or body field', async () => {
    const app = await appWith((a) =>
      route(a, echo).handle(async ({ params, body }) => ({ id: params.id, ...body })),
    );
    const bad = async (url: string, payload: object) =>
      (await app.inject({ method: 'POST', url, payload })).json().message;
    expect(await bad('/echo/x', { text: 'hi' })).toBe('id must be digits');
    expect(await bad('/echo/1?verbose=maybe', { text: 'hi' })).toMatch(/^verbose /);
    expect(await bad('/echo/1', {})).toBe('text is required');
  });

  it('runs the guard before validation, and gives the handler what the guard returns', async () => {
    const app = await appWith((a) =>
      route(a, echo, {
        auth: async (request) => {
          if (request.headers.authorization !== 'yes') throw new UnauthorizedError();
          return 'guest';
        },
      }).handle(async ({ user, params }) => ({ id: params.id, text: user })),
    );
    const refused = await app.inject({ method: 'POST', url: '/echo/x', payload: {} });
    expect(refused.statusCode).toBe(401);
    const allowed = await app.inject({
      method: 'POST',
      url: '/echo/1',
      headers: { authorization: 'yes' },
      payload: { text: '' },
    });
    expect(allowed.json()).toEqual({ id: '1', text: 'guest' });
  });

  it('lets a handler pick its status, and passes bodyLimit and config to Fastify', async () => {
    let seenConfig: unknown;
    const app = await appWith((a) =>
      route(a, echo, { bodyLimit: 64, config: { marker: true } }).handle(
        async ({ params, body, request, reply }) => {
          seenConfig = (request.routeOptions.config as { marker?: boolean }).marker;
          reply.code(202);
          return { id: params.id, text: body.text };
        },
      ),
    );
    const accepted = await app.inject({ method: 'POST', url: '/echo/1', payload: { text: 'ok' } });
    expect(accepted.statusCode).toBe(202);
    expect(seenConfig).toBe(true);
    const tooLarge = await app.inject({ method: 'POST', url: '/echo/1', payload: { text: 'x'.repeat(100) } });
    expect(tooLarge.statusCode).toBe(413);
  });
});
