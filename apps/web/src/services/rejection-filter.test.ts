import { describe, expect, it } from 'vitest';
import { isSuppressedRejection } from './rejection-filter.js';

const shared = { pathname: '/project', search: '?id=abc&pat=token' };
const embed = { pathname: '/embed', search: '?id=abc' };
const own = { pathname: '/project', search: '?id=abc' };
const destructure = new TypeError("Cannot destructure property 'graph' of 'data' as it is undefined.");

describe('isSuppressedRejection (spec 1 §8)', () => {
  it('suppresses the known destructure failure on pat and embed addresses', () => {
    expect(isSuppressedRejection(destructure, shared)).toBe(true);
    expect(isSuppressedRejection(destructure, embed)).toBe(true);
    expect(isSuppressedRejection(new TypeError("Cannot destructure 'x' as it is undefined."), embed)).toBe(
      true,
    );
  });
  it('leaves it alone on the owner’s own address', () => {
    expect(isSuppressedRejection(destructure, own)).toBe(false);
  });
  it('leaves other rejections alone everywhere', () => {
    expect(isSuppressedRejection(new Error('Failed to fetch'), shared)).toBe(false);
    expect(isSuppressedRejection(undefined, shared)).toBe(false);
  });
});
