import { describe, expect, it } from 'vitest';
import { shiftBetween, shiftCovers, shiftCss, surfaceMargin } from './painted-shift.js';
import { flowToScreen } from './view-transform.js';

describe('painted shift', () => {
  const size = { width: 1000, height: 600 };
  const margin = surfaceMargin(size);

  it('reaches a quarter of the screen past each edge, at most 320 px', () => {
    expect(margin).toEqual({ x: 250, y: 150 });
    expect(surfaceMargin({ width: 2000, height: 1600 })).toEqual({ x: 320, y: 320 });
  });

  it('moves a flow point drawn at one view to where another view shows it', () => {
    const drawn = { x: 40, y: -20, zoom: 0.8 };
    const now = { x: -130, y: 75, zoom: 1.3 };
    const shift = shiftBetween(drawn, now);
    const point = { x: 321, y: -45 };
    const before = flowToScreen(drawn, point);
    const moved = { x: before.x * shift.scale + shift.x, y: before.y * shift.scale + shift.y };
    const after = flowToScreen(now, point);
    expect(moved.x).toBeCloseTo(after.x, 9);
    expect(moved.y).toBeCloseTo(after.y, 9);
  });

  it('a pan inside the margin is covered; one past it is not', () => {
    const drawn = { x: 0, y: 0, zoom: 1 };
    expect(shiftCovers(shiftBetween(drawn, { x: 250, y: -150, zoom: 1 }), size, margin)).toBe(true);
    expect(shiftCovers(shiftBetween(drawn, { x: 251, y: 0, zoom: 1 }), size, margin)).toBe(false);
    expect(shiftCovers(shiftBetween(drawn, { x: 0, y: -151, zoom: 1 }), size, margin)).toBe(false);
  });

  it('zooming out uncovers the edges; zooming in stays covered until the pixels stretch too far', () => {
    const drawn = { x: 0, y: 0, zoom: 1 };
    const centre = (zoom: number) => ({ x: 500 - 500 * zoom, y: 300 - 300 * zoom, zoom });
    expect(shiftCovers(shiftBetween(drawn, centre(0.7)), size, margin)).toBe(true);
    expect(shiftCovers(shiftBetween(drawn, centre(0.6)), size, margin)).toBe(false);
    expect(shiftCovers(shiftBetween(drawn, centre(2.4)), size, margin)).toBe(true);
    expect(shiftCovers(shiftBetween(drawn, centre(2.6)), size, margin)).toBe(false);
  });

  it('writes no transform for the drawn view itself', () => {
    expect(shiftCss(shiftBetween({ x: 5, y: 6, zoom: 2 }, { x: 5, y: 6, zoom: 2 }))).toBe('');
    expect(shiftCss({ x: 3, y: -4, scale: 0.5 })).toBe('translate(3px, -4px) scale(0.5)');
  });
});
