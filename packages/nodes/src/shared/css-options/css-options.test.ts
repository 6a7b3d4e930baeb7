import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CSS_UNITS,
  DEFAULT_FONT,
  DISPLAY,
  FONT_LISTS,
  FONT_WEIGHTS,
  JUSTIFY_CONTENT,
  STATES,
} from './index.js';

describe('css option lists', () => {
  it('breakpoints are sm 640, md 768, lg 1024, xl 1280, 2xl 1536 px (spec 2 §3)', () => {
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
  });

  it('offer units, flex/grid, state, text and display values without repeats', () => {
    for (const list of [CSS_UNITS, JUSTIFY_CONTENT, STATES, DISPLAY] as readonly (readonly unknown[])[]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(CSS_UNITS).toContain('rem');
    expect(FONT_WEIGHTS[0]).toBe(100);
    expect(FONT_WEIGHTS.at(-1)).toBe(900);
  });

  it('has the three font lists: ~1500+ families, 600 and 120 (spec 1 §9)', () => {
    expect(FONT_LISTS.all.length).toBeGreaterThan(1400);
    expect(FONT_LISTS.popular600).toHaveLength(600);
    expect(FONT_LISTS.popular120).toHaveLength(120);
    expect(new Set(FONT_LISTS.all).size).toBe(FONT_LISTS.all.length);
  });

  it('the 600 and 120 lists exclude East Asian and emoji families and sit inside the full list', () => {
    const all = new Set(FONT_LISTS.all);
    const short = [...FONT_LISTS.popular600, ...FONT_LISTS.popular120];
    for (const family of short) expect(all.has(family)).toBe(true);
    for (const family of ['Noto Sans JP', 'Noto Sans SC', 'Noto Emoji', 'Zen Maru Gothic']) {
      expect(FONT_LISTS.all).toContain(family);
      expect(short).not.toContain(family);
    }
    expect(FONT_LISTS.popular120.every((f) => FONT_LISTS.popular600.includes(f))).toBe(true);
  });

  it('includes the default font Inter in every list', () => {
    expect(DEFAULT_FONT).toBe('Inter');
    for (const list of Object.values(FONT_LISTS)) expect(list).toContain('Inter');
  });
});
