import { describe, expect, it } from 'vitest';
import { assetImage, assetKind, assetMeta, formatSize, versioned } from './asset-format.js';

const updatedAt = '2026-01-02T03:04:05.000Z';
const stamp = Date.parse(updatedAt);

describe('asset formatting', () => {
  it('writes sizes in KB (rounded up) below a megabyte and in MB above', () => {
    expect(formatSize(null)).toBe('not uploaded');
    expect(formatSize(5)).toBe('1 KB');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(3 * 1024 * 1024 + 200 * 1024)).toBe('3.2 MB');
  });

  it('says a row’s details: the content type (or unknown type) and the size', () => {
    expect(assetMeta({ contentType: 'image/png', size: 2048 })).toBe('image/png · 2 KB');
    expect(assetMeta({ contentType: null, size: null })).toBe('unknown type · not uploaded');
  });

  it('names a type by the file name’s extension, else the subtype without a suffix, else file', () => {
    expect(assetKind({ name: 'notes.TXT', contentType: 'text/plain' })).toBe('txt');
    expect(assetKind({ name: 'logo', contentType: 'image/svg+xml' })).toBe('svg');
    expect(assetKind({ name: 'v1.0 draft', contentType: 'text/plain' })).toBe('plain');
    expect(assetKind({ name: 'blob', contentType: null })).toBe('file');
  });

  it('versions a file address by the asset’s last change', () => {
    expect(versioned('/api/a/files/original', { updatedAt })).toBe(`/api/a/files/original?v=${stamp}`);
    expect(versioned('/f?x=1', { updatedAt })).toBe(`/f?x=1&v=${stamp}`);
    expect(versioned('/f', { updatedAt: 'not a date' })).toBe('/f');
  });

  it('pictures images by their thumbnail, or the original when large or without one; other files not', () => {
    const image = { contentType: 'image/png', url: '/o', thumbnailUrl: '/t', updatedAt };
    expect(assetImage(image)).toBe(`/t?v=${stamp}`);
    expect(assetImage(image, true)).toBe(`/o?v=${stamp}`);
    expect(assetImage({ ...image, thumbnailUrl: null })).toBe(`/o?v=${stamp}`);
    const text = { contentType: 'text/plain', url: '/o', thumbnailUrl: null, updatedAt };
    expect(assetImage(text)).toBeNull();
    expect(assetImage(text, true)).toBeNull();
    expect(assetImage({ ...image, url: null, thumbnailUrl: null })).toBeNull();
  });
});
