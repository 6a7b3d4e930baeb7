import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { compressText, negotiateEncoding } from './answer-encoding.js';

it('picks br, then gzip, by q-value, and identity when nothing compressed is acceptable', () => {
  expect(negotiateEncoding(undefined)).toBe('identity');
  expect(negotiateEncoding('')).toBe('identity');
  expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
  expect(negotiateEncoding('x-gzip')).toBe('gzip');
  expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
  expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
  expect(negotiateEncoding('*')).toBe('br');
  expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  expect(negotiateEncoding('identity, deflate')).toBe('identity');
  expect(negotiateEncoding('GZIP ; q=1')).toBe('gzip');
});

it('compresses text that decodes to the same text', async () => {
  const text = JSON.stringify({ name: 'Ünïcödé ✓', items: Array.from({ length: 200 }, (_, i) => i) });
  expect(brotliDecompressSync(await compressText(text, 'br')).toString('utf8')).toBe(text);
  expect(gunzipSync(await compressText(text, 'gzip')).toString('utf8')).toBe(text);
});
