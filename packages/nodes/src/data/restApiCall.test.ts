import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { restApiCall } from './restApiCall.js';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** A real server on loopback: /json answers JSON echoing the request, /text plain text, /broken bad JSON. */
function startServer(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const seen: Seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body: await readBody(request),
    };
    if (request.url?.startsWith('/json')) {
      response.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'x-test': 'yes' });
      response.end(JSON.stringify(seen));
    } else if (request.url === '/broken') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{not json');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end(`no route ${seen.method} ${seen.url}`);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

describe('restApiCall against a real HTTP server on loopback', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await startServer();
    base = `http://127.0.0.1:${portOf(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = (params: Record<string, unknown>) => ruleResult(restApiCall, { params });

  it('"method GET, POST, PUT or DELETE, default GET"', () => {
    const method = restApiCall.definition.parameters.find((p) => p.name === 'method');
    expect(method?.options?.map((o) => o.value)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(method?.defaultValue).toBe('GET');
    expect(restApiCall.definition.async).toBe(true);
  });

  it('GETs by default and returns the raw response: status, headers, JSON body parsed', async () => {
    const { response } = await call({ url: `${base}/json?q=1` });
    expect(response).toMatchObject({
      status: 201,
      headers: { 'x-test': 'yes', 'content-type': 'application/json; charset=utf-8' },
      body: { method: 'GET', url: '/json?q=1', body: '' },
    });
  });

  it('returns a text body as text, and a non-2xx status as a response, not an error', async () => {
    const { response } = await call({ url: `${base}/missing` });
    expect(response).toMatchObject({ status: 404, body: 'no route GET /missing' });
  });

  it('keeps the text when a JSON response does not parse (edge)', async () => {
    const { response } = await call({ url: `${base}/broken` });
    expect(response).toMatchObject({ status: 200, body: '{not json' });
  });

  it('uses the method param: PUT and DELETE', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const { response } = await call({ url: `${base}/json`, method });
      expect(response).toMatchObject({ body: { method } });
    }
  });

  it('"method default GET, overridable through options" from a JSON string, with a text body', async () => {
    const options = JSON.stringify({
      method: 'POST',
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    const { response } = await call({ url: `${base}/json`, options });
    expect(response).toMatchObject({ body: { method: 'POST', body: 'hello', contentType: 'text/plain' } });
  });

  it('takes options as an object and sends an object body as JSON', async () => {
    const { response } = await call({ url: `${base}/json`, method: 'PUT', options: { body: { a: 1 } } });
    expect(response).toMatchObject({
      body: { method: 'PUT', body: '{"a":1}', contentType: 'application/json' },
    });
  });

  it('treats empty options as none (edge)', async () => {
    const { response } = await call({ url: `${base}/json`, options: '' });
    expect(response).toMatchObject({ status: 201 });
  });

  it("'URL is required' for an empty or blank url", async () => {
    await expect(call({ url: '' })).rejects.toThrow('URL is required');
    await expect(call({ url: '   ' })).rejects.toThrow('URL is required');
  });

  it("'Failed to parse options JSON' for options that are not a JSON object", async () => {
    await expect(call({ url: `${base}/json`, options: '{method:' })).rejects.toThrow(
      'Failed to parse options JSON',
    );
    await expect(call({ url: `${base}/json`, options: '[1]' })).rejects.toThrow(
      'Failed to parse options JSON',
    );
  });

  it("'Failed to fetch' when nothing listens on the port", async () => {
    const closed = await startServer();
    const port = portOf(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(call({ url: `http://127.0.0.1:${port}/json` })).rejects.toThrow('Failed to fetch');
  });

  it("'Failed to fetch' for a url fetch cannot use", async () => {
    await expect(call({ url: 'not a url' })).rejects.toThrow('Failed to fetch');
  });
});
