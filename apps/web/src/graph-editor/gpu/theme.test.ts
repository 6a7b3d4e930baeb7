import { describe, expect, it } from 'vitest';
import { paintOf } from './theme.js';

describe('paintOf', () => {
  it('reads hex colours', () => {
    expect(paintOf('#5b5bd6')).toEqual({ color: 0x5b5bd6, alpha: 1 });
    expect(paintOf('#fff')).toEqual({ color: 0xffffff, alpha: 1 });
    expect(paintOf('#ffc10766')).toEqual({ color: 0xffc107, alpha: 0x66 / 255 });
    expect(paintOf('#0008')).toEqual({ color: 0x000000, alpha: 0x88 / 255 });
  });

  it('reads rgb and rgba, comma or space separated, alpha as a number or a percentage', () => {
    expect(paintOf('rgba(255, 255, 255, 0.06)')).toEqual({ color: 0xffffff, alpha: 0.06 });
    expect(paintOf('rgb(255 255 255 / 6%)')).toEqual({ color: 0xffffff, alpha: 0.06 });
    expect(paintOf('rgb(23, 24, 29)')).toEqual({ color: 0x17181d, alpha: 1 });
  });

  it('falls back on what it cannot read', () => {
    expect(paintOf('var(--x)', { color: 1, alpha: 1 })).toEqual({ color: 1, alpha: 1 });
  });
});
