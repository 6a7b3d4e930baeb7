import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idParamsSchema, okResponseSchema } from '../schemas/common.js';
import {
  createSnippetBodySchema,
  snippetSchema,
  updateSnippetBodySchema,
  updateSnippetGraphBodySchema,
} from '../schemas/snippets.js';

/** The snippets calls, implemented by apps/server/src/modules/snippets. */
export const snippetsRoutes = {
  list: defineRoute({ method: 'GET', path: '/snippets', response: z.array(snippetSchema) }),
  create: defineRoute({
    method: 'POST',
    path: '/snippets',
    body: createSnippetBodySchema,
    response: snippetSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/snippets/:id',
    params: idParamsSchema,
    body: updateSnippetBodySchema,
    response: snippetSchema,
  }),
  updateGraph: defineRoute({
    method: 'PATCH',
    path: '/snippets/:id/graph',
    params: idParamsSchema,
    body: updateSnippetGraphBodySchema,
    response: snippetSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/snippets/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
} as const;
