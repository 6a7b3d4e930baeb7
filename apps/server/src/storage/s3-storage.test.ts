import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createStorage } from './index.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

// Offline: only the presigned URL shape is checked (no bucket is reachable here).
describe('S3Storage', () => {
  const storage = new S3Storage({
    bucket: 'nodeloom-assets',
    region: 'eu-west-1',
    endpoint: 'http://127.0.0.1:9000',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret',
    readUrlTtlSeconds: 120,
  });

  it('presigns GET URLs on the endpoint, path-style, expiring', async () => {
    const url = new URL(await storage.signedReadUrl('abc/original'));
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe('/nodeloom-assets/abc/original');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIAEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses keys that would leave the bucket prefix', async () => {
    await expect(storage.signedReadUrl('../x')).rejects.toThrow('Invalid storage key: ../x');
  });

  it('is what STORAGE_DRIVER=s3 selects; local is the default', () => {
    const s3 = createStorage(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }));
    expect(s3).toBeInstanceOf(S3Storage);
    const local = createStorage(loadConfig({ DATA_DIR: '/tmp/nodeloom-data' }));
    expect(local).toBeInstanceOf(LocalStorage);
    expect((local as LocalStorage).root).toBe('/tmp/nodeloom-data/assets');
    expect(() => createStorage(loadConfig({ STORAGE_DRIVER: 's3' }))).toThrow(
      'STORAGE_DRIVER is s3 but S3_BUCKET is not set',
    );
  });
});
