import { expect, it } from 'vitest';
import { ByteBudgetCache } from './byte-budget-cache.js';

it('keeps values by key, dropping the least recently used past its budget', () => {
  const cache = new ByteBudgetCache<string | Buffer>(10);
  cache.set('a', 'aaaa');
  cache.set('b', Buffer.from('bbbb'));
  expect(cache.get('a')).toBe('aaaa');
  expect(cache.get('z')).toBeUndefined();
  cache.set('c', 'cccc');
  // b was used least recently (a was read after it was written).
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe('aaaa');
  expect(cache.get('c')).toBe('cccc');
  expect(cache.size).toBe(8);
  cache.set('huge', 'x'.repeat(11));
  expect(cache.get('huge')).toBeUndefined();
  // Replacing a value counts its new size, not both.
  cache.set('a', 'aa');
  expect(cache.size).toBe(6);
});
