// A signed-in bench client with one big project (the graph benches' subject), and a check that a
// read of it answers the whole graph: compressed answers are decoded and their nodes counted.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { graphNode } from '@nodeloom/engine/testing';
import { ok, signIn } from './api-session.js';
import { BENCH_DEBUG_KEY } from './server-process.js';

/** `count` saveNode items with ids `${prefix}0…`. */
export function saveNodes(count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => ({
    type: 'saveNode',
    node: graphNode({ id: `${prefix}${i}`, definitionName: 'plus', params: { value: 1 } }),
  }));
}

export interface BigProjectClient {
  api: string;
  cookie: string;
  /** Headers of a signed-in JSON write (cookie, content type, x-request-id). */
  writeHeaders: Record<string, string>;
  createProject(name: string): Promise<string>;
}

/** Signs a bench account in on a running server. */
export async function benchClient(origin: string, username = 'bench'): Promise<BigProjectClient> {
  const api = `${origin}/api/nest`;
  const { cookie } = await signIn(origin, BENCH_DEBUG_KEY, username);
  const writeHeaders = { cookie, 'content-type': 'application/json', 'x-request-id': 'bench' };
  return {
    api,
    cookie,
    writeHeaders,
    async createProject(name) {
      const response = await ok(
        await fetch(`${api}/projects`, {
          method: 'POST',
          headers: writeHeaders,
          body: JSON.stringify({ name }),
        }),
        'create project',
      );
      return ((await response.json()) as { id: string }).id;
    },
  };
}

/** Creates a project of `nodes` nodes (plus its three root contexts) and returns its id. */
export async function createBigProject(client: BigProjectClient, nodes: number): Promise<string> {
  const id = await client.createProject(`${nodes} nodes`);
  await ok(
    await fetch(`${client.api}/projects/${id}/graph`, {
      method: 'POST',
      headers: client.writeHeaders,
      body: JSON.stringify({ unorderedUpdates: saveNodes(nodes, 'n') }),
    }),
    'filling the project',
  );
  return id;
}

/**
 * Reads the project once as a browser would (Accept-Encoding as given) and checks the answer holds
 * `nodes` nodes; returns its ETag and its size on the wire. Throws naming what is wrong.
 */
export async function checkProjectRead(
  client: BigProjectClient,
  id: string,
  nodes: number,
  acceptEncoding: string,
): Promise<{ etag: string; wireBytes: number; encoding: string }> {
  const url = new URL(`${client.api}/projects/${id}`);
  // node:http, not fetch: fetch decodes bodies itself and hides the size on the wire.
  const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        url,
        { headers: { cookie: client.cookie, 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve({ headers: res.headers, body: Buffer.concat(chunks) })
              : reject(new Error(`GET project answered ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
  const encoding = String(headers['content-encoding'] ?? 'identity');
  const decoded =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  const graph = (JSON.parse(decoded.toString('utf8')) as { graph: { nodes: unknown[] } }).graph;
  // The three root contexts (hex, tex, fex) come with every project.
  if (graph.nodes.length !== nodes + 3)
    throw new Error(`GET project answered ${graph.nodes.length} nodes, expected ${nodes + 3}`);
  const etag = headers.etag;
  if (typeof etag !== 'string') throw new Error('GET project answered no ETag');
  return { etag, wireBytes: body.length, encoding };
}
