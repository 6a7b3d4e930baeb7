import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HEADER_PROJECT_ACCESS_TOKEN } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase, injectAs, type SignedInTestUser, signInTestUser } from '../../test/index.js';
import { call, createProjectAs, sampleNode, sampleNodeId } from './fixtures.testing.js';

/** Saves `count` nodes (enough that the answer is worth compressing: 1 KiB and up). */
async function saveNodes(
  app: FastifyInstance,
  owner: SignedInTestUser,
  id: string,
  prefix: string,
  count: number,
) {
  const nodes = Array.from({ length: count }, (_, i) => sampleNode(`${prefix}${i}`));
  const saved = await call(app, owner, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: nodes.map((node) => ({ type: 'saveNode', node })),
  });
  expect(saved.status).toBe(200);
}

/** The JSON an answer's bytes decode to, by its Content-Encoding. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): unknown {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  return JSON.parse(bytes.toString('utf8'));
}

describeEachDatabase('project GET compression', (suite) => {
  it('answers br or gzip as Accept-Encoding asks, identity without it, the same JSON each way', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    await saveNodes(app, owner, id, 'n', 50);
    const read = (acceptEncoding?: string) =>
      injectAs(
        app,
        owner,
        'GET',
        `/projects/${id}`,
        undefined,
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );

    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = plain.json();
    expect((expected.graph as { nodes: unknown[] }).nodes.length).toBe(53);

    const firstBytes: Buffer[] = [];
    for (const round of [1, 2]) {
      // Round 2 is sent from the stored compressed answers: the same bytes again.
      const br = await read('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decoded(br)).toEqual(expected);

      const gzip = await read('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toEqual(expected);
      expect(gzip.headers.etag).toBe(plain.headers.etag);
      if (round === 1) firstBytes.push(br.rawPayload, gzip.rawPayload);
      else expect([br.rawPayload, gzip.rawPayload]).toEqual(firstBytes);
    }
    const refused = await read('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(expected);
  });

  it('never sends stored bytes of an older graph, and checks access before sending stored ones', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const stranger = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    await saveNodes(app, owner, id, 'a', 40);
    const read = (who: SignedInTestUser | null, encoding: string, headers: Record<string, string> = {}) =>
      injectAs(app, who, 'GET', `/projects/${id}`, undefined, { 'accept-encoding': encoding, ...headers });

    for (const encoding of ['br', 'gzip', 'identity']) {
      const before = await read(owner, encoding);
      expect(before.statusCode).toBe(200);
      const again = await read(owner, encoding);
      expect(again.rawPayload.equals(before.rawPayload)).toBe(true);
      // The stored answer is not for a stranger.
      const refused = await read(stranger, encoding);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.rawPayload.includes(Buffer.from('a0'))).toBe(false);
    }

    const first = await read(owner, 'br');
    await saveNodes(app, owner, id, 'b', 5);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const after = await read(owner, encoding);
      expect(after.headers.etag).not.toBe(first.headers.etag);
      const nodeIds = (decoded(after) as { graph: { nodes: { id: string }[] } }).graph.nodes.map((n) => n.id);
      expect(nodeIds).toContain(sampleNodeId('b4'));
      expect(nodeIds.length).toBe(48);
    }

    // A reader through an access token gets its own answer (read-only), not the owner's stored one.
    const token = await call(app, owner, 'POST', `/projects/${id}/accessTokens`, {
      expiredAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const viaToken = await read(null, 'br', { [HEADER_PROJECT_ACCESS_TOKEN]: token.body.token as string });
    expect(viaToken.statusCode).toBe(200);
    expect(decoded(viaToken)).toMatchObject({ id, readonly: true });
    expect(decoded(await read(owner, 'br'))).toMatchObject({ id, readonly: false });
  });
});
