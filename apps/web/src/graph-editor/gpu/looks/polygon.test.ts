import { describe, expect, it } from 'vitest';
import { chamferedBox, clipToBox, clipToConvex, diagonalStripes, isometricOutline } from './polygon.js';

const area = (points: { x: number; y: number }[]) =>
  Math.abs(
    points.reduce((sum, p, i) => {
      const q = points[(i + 1) % points.length];
      return sum + p.x * q.y - q.x * p.y;
    }, 0) / 2,
  );

describe('node body polygons', () => {
  it('draws the isometric slab as the CSS clip-path does', () => {
    expect(isometricOutline(120, 50, 14, 8)).toEqual([
      { x: 14, y: 0 },
      { x: 120, y: 0 },
      { x: 120, y: 8 },
      { x: 106, y: 50 },
      { x: 0, y: 50 },
      { x: 0, y: 42 },
    ]);
  });

  it('cuts a polygon to a box, and to nothing outside it', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(area(clipToBox(square, { x: 5, y: 5, width: 10, height: 10 }))).toBeCloseTo(25);
    expect(clipToBox(square, { x: 20, y: 20, width: 5, height: 5 })).toEqual([]);
  });

  it('cuts a polygon to a convex one', () => {
    const box = chamferedBox(10, 10, 2);
    const whole = [
      { x: -5, y: -5 },
      { x: 15, y: -5 },
      { x: 15, y: 15 },
      { x: -5, y: 15 },
    ];
    // the box less its four corner triangles (2 × 2 / 2 each)
    expect(area(clipToConvex(whole, box))).toBeCloseTo(100 - 8);
  });

  it('covers half of a box with 6px stripes every 12px, none outside it', () => {
    const box = { x: 0, y: 0, width: 160, height: 50 };
    const stripes = diagonalStripes(box, 6, 12);
    const covered = stripes.reduce((sum, s) => sum + area(s), 0);
    expect(covered / (160 * 50)).toBeGreaterThan(0.45);
    expect(covered / (160 * 50)).toBeLessThan(0.55);
    for (const s of stripes) for (const p of s) expect(p.x >= -1e-9 && p.x <= 160 + 1e-9).toBe(true);
  });
});
