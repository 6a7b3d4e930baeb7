import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { callerFor } from '../../test/caller-for.js';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';
import { UPLOAD_URL_USED } from './upload-routes.js';

const MB = 1024 * 1024;

describeEachDatabase('asset limits', (suite) => {
  async function setUp(env: Record<string, string> = {}) {
    const storageDir = await mkdtemp(join(tmpdir(), 'nodeloom-assets-'));
    const { app, config } = await suite.createTestApp({ env: { STORAGE_DIR: storageDir, ...env } });
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const createAsset = async (name = 'a.png') => {
      const created = await call(alice, 'POST', '/assets', { assets: [{ fileId: name, name, path: '/' }] });
      return created.json().assets[0];
    };
    const upload = (url: string, body: Buffer) =>
      app.inject({
        method: 'PUT',
        url: url.replace(config.publicUrl, ''),
        headers: apiHeaders(undefined, { 'content-type': 'image/png' }),
        payload: body,
      });
    return { call, alice, createAsset, upload };
  }

  it('a signed upload URL is good for one successful upload; new URLs replace the file', async () => {
    const { call, alice, createAsset, upload } = await setUp();
    const asset = await createAsset();
    expect((await upload(asset.originalUploadUrl, Buffer.from('first'))).statusCode).toBe(200);
    const replay = await upload(asset.originalUploadUrl, Buffer.from('evil'));
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toBe(UPLOAD_URL_USED);
    const replaced = (await call(alice, 'PATCH', `/assets/${asset.id}/replace`)).json();
    expect((await upload(replaced.originalUploadUrl, Buffer.from('second'))).statusCode).toBe(200);
    const [listed] = (await call(alice, 'GET', '/assets')).json();
    expect(listed.size).toBe('second'.length);
  });

  it('a failed upload does not use the URL up', async () => {
    const { createAsset, upload } = await setUp();
    const asset = await createAsset();
    expect((await upload(asset.originalUploadUrl, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(asset.originalUploadUrl, Buffer.from('now'))).statusCode).toBe(200);
  });

  it('originals past the per-user STORAGE_QUOTA_MB are a 413 saying how much is used', async () => {
    const { call, alice, createAsset, upload } = await setUp({ STORAGE_QUOTA_MB: '2' });
    const first = await createAsset('one.png');
    expect((await upload(first.originalUploadUrl, Buffer.alloc(1.5 * MB, 1))).statusCode).toBe(200);
    const second = await createAsset('two.png');
    const over = await upload(second.originalUploadUrl, Buffer.alloc(MB, 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'StorageQuotaExceeded',
      message: 'Storage quota exceeded: 2 MB of 2 MB used, and this file needs 1 MB',
    });
    // Replacing a file counts its new size instead of the old one.
    const again = (await call(alice, 'PATCH', `/assets/${first.id}/replace`)).json();
    expect((await upload(again.originalUploadUrl, Buffer.alloc(1.9 * MB, 1))).statusCode).toBe(200);
    expect((await upload(second.originalUploadUrl, Buffer.alloc(0.05 * MB, 1))).statusCode).toBe(200);
  });

  it('issuing upload URLs and uploading are rate-limited per client address (429)', async () => {
    const { call, alice, createAsset, upload } = await setUp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '2' });
    const [a, b] = [await createAsset('a.png'), await createAsset('b.png')];
    const third = await call(alice, 'POST', '/assets', { assets: [{ fileId: 'c', name: 'c', path: '/' }] });
    expect(third.statusCode).toBe(429);
    expect((await upload(a.originalUploadUrl, Buffer.from('a'))).statusCode).toBe(200);
    expect((await upload(b.originalUploadUrl, Buffer.from('b'))).statusCode).toBe(200);
    const limited = await upload(a.thumbnailUploadUrl, Buffer.from('c'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TooManyRequests');
  });
});
