import { expect, it } from 'vitest';
import { GraphJsonCache } from './graph-json-cache.js';

it('keeps graphs by project and version, dropping the least recently used past its budget', () => {
  const cache = new GraphJsonCache(10);
  cache.set('a', 1, 'aaaa');
  cache.set('b', 1, 'bbbb');
  expect(cache.get('a', 1)).toBe('aaaa');
  expect(cache.get('a', 2)).toBeUndefined();
  cache.set('c', 1, 'cccc');
  // b was used least recently (a was read after it was written).
  expect(cache.get('b', 1)).toBeUndefined();
  expect(cache.get('a', 1)).toBe('aaaa');
  expect(cache.get('c', 1)).toBe('cccc');
  cache.set('huge', 1, 'x'.repeat(11));
  expect(cache.get('huge', 1)).toBeUndefined();
});
