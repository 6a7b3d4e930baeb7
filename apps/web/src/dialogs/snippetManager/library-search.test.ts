import { describe, expect, it } from 'vitest';
import { searchLibrary } from './library-search.js';

const items = ['Trim then length', 'Hero image', 'hero-banner.png'];
const same = (item: string) => item;

describe('searchLibrary', () => {
  it('keeps everything for an empty or blank search', () => {
    expect(searchLibrary(items, '', same)).toEqual(items);
    expect(searchLibrary(items, '   ', same)).toEqual(items);
  });

  it('finds items holding every word, in any case and order', () => {
    expect(searchLibrary(items, 'HERO', same)).toEqual(['Hero image', 'hero-banner.png']);
    expect(searchLibrary(items, 'len  trim', same)).toEqual(['Trim then length']);
    expect(searchLibrary(items, 'hero png', same)).toEqual(['hero-banner.png']);
    expect(searchLibrary(items, 'nothing', same)).toEqual([]);
  });
});
