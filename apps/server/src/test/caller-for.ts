// Test helper shared by the library-area route tests: one call as a given user (or signed out).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { injectAs, type SignedInTestUser } from './index.js';

export type Call = (
  user: SignedInTestUser | null,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** `call(alice, 'POST', '/snippets', {...})`: path under /api/nest; null user → signed out. */
export function callerFor(app: FastifyInstance): Call {
  return (user, method, path, payload) => injectAs(app, user, method, path, payload);
}
