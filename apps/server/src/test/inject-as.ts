import { API_BASE_PATH } from '@nodeloom/api';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { apiHeaders, type SignedInTestUser } from './sign-in.js';

/**
 * One API request through the real app as `who` (null → signed out): `path` is under /api/nest, and
 * the headers are those the web client sends (x-request-id, the session cookie, any `extraHeaders`).
 */
export function injectAs(
  app: FastifyInstance,
  who: SignedInTestUser | null,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${API_BASE_PATH}${path}`,
    headers: apiHeaders(who?.cookie, extraHeaders),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
