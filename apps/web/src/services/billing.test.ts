import { describe, expect, it } from 'vitest';
import { formatPrice, PLANS } from './billing.js';

describe('formatPrice', () => {
  it('shows minor units as major units in the currency', () => {
    expect(formatPrice(1200, 'eur', 'en-GB')).toBe('€12.00');
    expect(formatPrice(999, 'usd', 'en-US')).toBe('$9.99');
    expect(formatPrice(5, 'gbp', 'en-GB')).toBe('£0.05');
  });

  it('keeps zero- and three-decimal currencies in their own minor units', () => {
    expect(formatPrice(1200, 'jpy', 'en-US')).toBe('¥1,200');
    expect(formatPrice(1500, 'kwd', 'en-US')).toMatch(/^KWD\s1\.500$/);
  });
});

describe('PLANS', () => {
  it('offers every server tier once, each with a price id', () => {
    expect(PLANS.map((p) => p.tier)).toEqual(['pro', 'team', 'enterprise']);
    for (const plan of PLANS) expect(plan.priceId).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
