import { describe, expect, it } from 'vitest';
import { nameTagsShown } from './name-tags.js';

describe('nameTagsShown (maxNameTagZoom)', () => {
  it('shows tags when zoomed out with the default 3', () => {
    expect(nameTagsShown(0.5, 3)).toBe(true);
    expect(nameTagsShown(0.3, 3)).toBe(true);
  });
  it('never at zoom 1 or closer, where names are readable', () => {
    expect(nameTagsShown(1, 3)).toBe(false);
    expect(nameTagsShown(2, 3)).toBe(false);
  });
  it('only up to the preference zoom', () => {
    expect(nameTagsShown(0.6, 0.5)).toBe(false);
    expect(nameTagsShown(0.5, 0.5)).toBe(true);
    expect(nameTagsShown(0.4, 0.5)).toBe(true);
  });
  it('0 turns them off', () => {
    expect(nameTagsShown(0.3, 0)).toBe(false);
  });
});
