// A signed-in API client for the benches, as the web app calls the server: the session cookie,
// x-request-id on every call and the app's own Origin. Every answer is checked (non-2xx throws).
import { randomUUID } from 'node:crypto';

export interface ApiSession {
  readonly cookie: string;
  post(path: string, body: unknown): Promise<unknown>;
}

export const BENCH_PASSWORD = 'bench password 123';

async function call(baseUrl: string, path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/nest${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-request-id': randomUUID(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs a test account in (the server must run with DEBUG_KEY) and returns a session over it. */
export async function signIn(baseUrl: string, debugKey: string, username: string): Promise<ApiSession> {
  const response = await call(
    baseUrl,
    '/auth/login/test-account',
    { username, password: BENCH_PASSWORD },
    { 'x-debug-key': debugKey },
  );
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('Test-account sign-in set no cookie');
  return {
    cookie,
    post: async (path, body) => (await call(baseUrl, path, body, { cookie })).json(),
  };
}

/** A response that is 2xx, or an error naming the call: benches check every answer. */
export async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}
