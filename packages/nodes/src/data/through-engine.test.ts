import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('data nodes through the engine', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, url: request.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('restApiCall reads its url from an expression over the environment and calls a real server', async () => {
    const graph = new WiredGraph();
    const level = graph.add('level', 'api');
    graph.add('setEnv', 'env', {
      parent: level,
      params: { envs: { API_URL: `http://127.0.0.1:${port}/items` } },
    });
    const call = graph.add('restApiCall', 'call', {
      parent: level,
      params: { url: { expression: '@API_URL' }, method: 'DELETE' },
    });
    expect(await graph.evaluate(call)).toEqual({
      response: {
        status: 200,
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        body: { method: 'DELETE', url: '/items' },
      },
    });
  });

  it("restApiCall's 'URL is required' reaches the node's error, for an empty url too", async () => {
    for (const url of ['', ' ']) {
      const graph = new WiredGraph();
      const call = graph.add('restApiCall', 'call', { params: { url } });
      expect(await graph.evaluate(call), JSON.stringify(url)).toEqual({
        error: 'Failed to parse node call restApiCall: URL is required',
      });
    }
  });

  it('encodeURI and base64ToFile take wired values', async () => {
    const graph = new WiredGraph();
    const text = graph.add('getEnv', 'text', { params: { key: 'NONE', fallbackValue: 'a b' } });
    const encode = graph.add('encodeURI', 'encode', { params: { component: true } });
    graph.wire(text, 'value', encode, 'input');
    expect(await graph.evaluate(encode)).toEqual({ output: 'a%20b' });

    const base64 = graph.add('getEnv', 'base64', { params: { key: 'NONE', fallbackValue: 'aGk=' } });
    const toFile = graph.add('base64ToFile', 'toFile', { params: { fileName: 'hi.txt' } });
    graph.wire(base64, 'value', toFile, 'base64');
    const result = await graph.evaluate(toFile);
    const file = (result as { file: File }).file;
    expect([file.name, await file.text()]).toEqual(['hi.txt', 'hi']);
  });
});
