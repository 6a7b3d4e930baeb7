import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMPTY_USER_ID,
  FILE_UPLOAD_TIMEOUT_MS,
  HEADER_PROJECT_ACCESS_TOKEN,
  HEADER_REQUEST_ID,
  HEADER_SESSION_ID,
  HEADER_USER_ID,
  REQUEST_TIMEOUT_MS,
} from '../constants.js';
import { type ApiClientOptions, createApiClient } from './client.js';
import { CancelledError, HttpError, InvalidResponseError, NetworkError, TimeoutError } from './errors.js';

/** What the loopback server saw of each request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];
const stalled: ServerResponse[] = [];

/** Routes of the test server: each answers the way a real API might. */
function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
  const path = (req.url ?? '').split('?')[0];
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(value));
  };
  if (path === '/api/nest/echo') return json(200, { ok: true, body: body ? JSON.parse(body) : null });
  if (path === '/api/nest/users/me')
    return json(401, { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' });
  if (path === '/api/nest/boom') {
    res.writeHead(502, { 'content-type': 'text/plain' });
    return res.end('upstream is down');
  }
  if (path === '/api/nest/empty') {
    res.writeHead(204);
    return res.end();
  }
  if (path === '/api/nest/stall') return stalled.push(res);
  if (path === '/upload') return json(200, {});
  json(404, { statusCode: 404, error: 'Not Found', message: `Route ${req.method}:${req.url} not found` });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => handle(req, res, body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of stalled) res.destroy();
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  seen.length = 0;
});

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ origin, sessionId: 'session-1', ...options });
}

describe('createApiClient headers', () => {
  it('sends the session id, a fresh request id per call and 24 zeros as the user id when signed out', async () => {
    const api = client({ getUserId: () => null });
    await api.get('/echo');
    await api.get('/echo');
    const [first, second] = seen;
    expect(first.headers[HEADER_SESSION_ID]).toBe('session-1');
    expect(first.headers[HEADER_USER_ID]).toBe('000000000000000000000000');
    expect(EMPTY_USER_ID).toBe('000000000000000000000000');
    expect(first.headers[HEADER_REQUEST_ID]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second.headers[HEADER_REQUEST_ID]).not.toBe(first.headers[HEADER_REQUEST_ID]);
    expect(first.headers[HEADER_PROJECT_ACCESS_TOKEN]).toBeUndefined();
  });

  it("sends the signed-in user's id and a project access token when there is one", async () => {
    const api = client({ getUserId: () => 'aaaaaaaaaaaaaaaaaaaaaaaa', getProjectAccessToken: () => 'pat-1' });
    await api.get('/echo');
    await api.get('/echo', { projectAccessToken: 'pat-2' });
    expect(seen[0].headers[HEADER_USER_ID]).toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(seen[0].headers[HEADER_PROJECT_ACCESS_TOKEN]).toBe('pat-1');
    expect(seen[1].headers[HEADER_PROJECT_ACCESS_TOKEN]).toBe('pat-2');
  });

  it('puts calls under /api/nest with a query string and sends bodies as JSON', async () => {
    const answer = await client().post('/echo', { name: 'Ada' }, { query: { page: 2, skip: undefined } });
    expect(answer).toEqual({ ok: true, body: { name: 'Ada' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/nest/echo?page=2', body: '{"name":"Ada"}' });
    expect(seen[0].headers['content-type']).toBe('application/json');
  });

  it('sends no content type without a body, and answers undefined for 204', async () => {
    expect(await client().post('/empty')).toBeUndefined();
    expect(seen[0].headers['content-type']).toBeUndefined();
  });

  it('asks fetch to keep a request alive past the page only when the call says so', async () => {
    const inits: RequestInit[] = [];
    const recording: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return globalThis.fetch(input, init);
    };
    const api = client({ fetch: recording });
    await api.post('/echo', { leaving: true }, { keepalive: true });
    await api.post('/echo', { leaving: false });
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
    expect(seen.map((request) => JSON.parse(request.body))).toEqual([{ leaving: true }, { leaving: false }]);
  });
});

describe('createApiClient errors', () => {
  it("throws HttpError with status, method, URL and the server's message", async () => {
    const error = await client()
      .get('/users/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      code: 'HttpError',
      status: 401,
      method: 'GET',
      url: `${origin}/api/nest/users/me`,
      serverMessage: 'Not signed in',
    });
  });

  it('uses a plain-text error body as the server message', async () => {
    await expect(client().get('/boom')).rejects.toMatchObject({
      status: 502,
      serverMessage: 'upstream is down',
    });
  });

  it('throws TimeoutError when no answer comes within the timeout', async () => {
    const error = await client({ timeoutMs: 50 })
      .get('/stall')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TimeoutError', timeoutMs: 50, method: 'GET' });
  });

  it('uses the timeouts of the spec', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50000);
    expect(FILE_UPLOAD_TIMEOUT_MS).toBe(20000);
  });

  it('throws CancelledError when the caller aborts, before or during the call', async () => {
    const controller = new AbortController();
    const pending = client().get('/stall', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'CancelledError', reason: 'aborted' });
    await expect(client().get('/echo', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      CancelledError,
    );
  });

  it('cancels calls that need a login while logged out, without reaching the server', async () => {
    const api = client({ isLoggedOut: () => true });
    await expect(api.get('/echo')).rejects.toMatchObject({ code: 'CancelledError', reason: 'loggedOut' });
    expect(seen).toHaveLength(0);
    await expect(api.get('/echo', { requiresLogin: false })).resolves.toMatchObject({ ok: true });
  });

  it('throws NetworkError when nothing listens', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const error = await createApiClient({ origin: `http://127.0.0.1:${port}`, sessionId: 's' })
      .get('/echo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'NetworkError' });
  });

  it('parses answers with a schema and names the mismatching field', async () => {
    const schema = z.object({ ok: z.literal(true) });
    await expect(client().get('/echo', { schema })).resolves.toEqual({ ok: true });
    const error = await client()
      .get('/echo', { schema: z.object({ id: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toContain('id');
  });

  it('loads a lazily given schema only for a 2xx body, then parses with it', async () => {
    let loads = 0;
    const loadSchema = async () => {
      loads++;
      return z.object({ id: z.string() });
    };
    const error = await client()
      .get('/echo', { loadSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(loads).toBe(1);
    const failed = await client()
      .get('/users/me', { loadSchema })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(HttpError);
    expect(loads).toBe(1);
  });

  it('tells onError about every failure, with the silent flag of the call', async () => {
    const reported: Array<[string, boolean]> = [];
    const api = client({ onError: (error, call) => reported.push([error.code, call.silent]) });
    await api.get('/missing').catch(() => undefined);
    await api.get('/users/me', { silent: true }).catch(() => undefined);
    expect(reported).toEqual([
      ['HttpError', false],
      ['HttpError', true],
    ]);
  });
});

describe('createApiClient upload', () => {
  it('PUTs the file to the given URL without API headers', async () => {
    await client().upload(`${origin}/upload`, new Uint8Array([104, 105]), { contentType: 'text/plain' });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/upload', body: 'hi' });
    expect(seen[0].headers['content-type']).toBe('text/plain');
    expect(seen[0].headers[HEADER_USER_ID]).toBeUndefined();
  });
});
