import { describe, expect, it } from 'vitest';
import { assetMediaType } from './media-type.js';

describe('assetMediaType', () => {
  it('goes by the name’s extension', () => {
    expect(assetMediaType('notes.TXT', new Uint8Array())).toBe('text/plain');
    expect(assetMediaType('data.json', new Uint8Array())).toBe('application/json');
  });
  it('else by the bytes’ signature', () => {
    expect(assetMediaType('picture', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('image/png');
    expect(assetMediaType('a1b2c3', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });
  it('is undefined for a type the asset manager does not store', () => {
    expect(assetMediaType('page.html', new Uint8Array([0x3c]))).toBeUndefined();
    expect(assetMediaType('blob', new Uint8Array([1, 2, 3]))).toBeUndefined();
  });
});
