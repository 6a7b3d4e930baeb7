// Test helper shared by the library-area route tests: one call as a given user (or signed out).
import { API_BASE_PATH } from '@nodeloom/api';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { apiHeaders, type SignedInTestUser } from '../../test/index.js';

export type Call = (
  user: SignedInTestUser | null,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** `call(alice, 'POST', '/snippets', {...})`: path under /api/nest; null user → signed out. */
export function callerFor(app: FastifyInstance): Call {
  return (user, method, path, payload) =>
    app.inject({
      method,
      url: `${API_BASE_PATH}${path}`,
      headers: user ? user.headers() : apiHeaders(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
