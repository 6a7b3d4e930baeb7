import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase, injectAs, signInTestUser } from '../../test/index.js';
import { call, createProjectAs, sampleNode } from './fixtures.testing.js';

describeEachDatabase('project GET compression', (suite) => {
  it('answers br or gzip as Accept-Encoding asks, identity without it, the same JSON each way', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    // Enough nodes that the answer is worth compressing (the plugin skips answers under 1 KiB).
    const nodes = Array.from({ length: 50 }, (_, i) => sampleNode(`n${i}`));
    await call(app, owner, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: nodes.map((node) => ({ type: 'saveNode', node })),
    });
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
    const expected = plain.json();
    expect((expected.graph as { nodes: unknown[] }).nodes.length).toBe(53);

    const br = await read('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });
});
