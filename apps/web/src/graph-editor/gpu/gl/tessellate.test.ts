import { describe, expect, it } from 'vitest';
import { fillPolygon, strokePolyline } from './tessellate.js';

/** The area the triangles cover (each counted once: they must not overlap for this to be the shape's). */
function area(triangles: number[]): number {
  let sum = 0;
  for (let i = 0; i < triangles.length; i += 6) {
    const [ax, ay, bx, by, cx, cy] = triangles.slice(i, i + 6);
    sum += Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2;
  }
  return sum;
}

function extent(triangles: number[]) {
  const xs = triangles.filter((_, i) => i % 2 === 0);
  const ys = triangles.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const SQUARE = [0, 0, 10, 0, 10, 10, 0, 10];

describe('fillPolygon', () => {
  it('covers a convex and a concave polygon exactly', () => {
    const square: number[] = [];
    fillPolygon(SQUARE, square);
    expect(area(square)).toBeCloseTo(100);
    // an L: a 10 × 10 square without its 5 × 5 top-right quarter
    const ell: number[] = [];
    fillPolygon([0, 0, 5, 0, 5, 5, 10, 5, 10, 10, 0, 10], ell);
    expect(area(ell)).toBeCloseTo(75);
  });

  it('draws nothing for fewer than three points', () => {
    const out: number[] = [];
    fillPolygon([0, 0, 5, 5], out);
    expect(out).toEqual([]);
  });
});

describe('strokePolyline', () => {
  const stroke = (points: number[], closed: boolean, alignment: number, width = 2) => {
    const out: number[] = [];
    strokePolyline({ points, closed }, { width, alignment, cap: 'butt' }, out);
    return out;
  };

  it('puts a closed path’s line inside, across or outside its edge by alignment, whichever way it winds', () => {
    for (const points of [SQUARE, [0, 0, 0, 10, 10, 10, 10, 0]]) {
      expect(extent(stroke(points, true, 1))).toEqual({ minX: 0, maxX: 10, minY: 0, maxY: 10 });
      expect(extent(stroke(points, true, 0.5))).toEqual({ minX: -1, maxX: 11, minY: -1, maxY: 11 });
      expect(extent(stroke(points, true, 0))).toEqual({ minX: -2, maxX: 12, minY: -2, maxY: 12 });
    }
    // the band's area: the outer square less the inner one
    expect(area(stroke(SQUARE, true, 0))).toBeCloseTo(14 * 14 - 100);
  });

  it('keeps an open line’s width through a right-angled turn and ends it square with butt caps', () => {
    const out = stroke([0, 0, 10, 0, 10, 10], false, 0.5);
    expect(extent(out)).toEqual({ minX: 0, maxX: 11, minY: -1, maxY: 10 });
    expect(area(out)).toBeCloseTo(2 * 20);
  });

  it('adds half a disc at each end for round caps', () => {
    const out: number[] = [];
    strokePolyline({ points: [0, 0, 10, 0], closed: false }, { width: 4, alignment: 0.5, cap: 'round' }, out);
    const { minX, maxX } = extent(out);
    expect(minX).toBeCloseTo(-2);
    expect(maxX).toBeCloseTo(12);
  });

  it('bevels a corner too sharp to mitre instead of reaching far past it', () => {
    const out = stroke([0, 0, 100, 0, 0, 2], false, 0.5);
    expect(extent(out).maxX).toBeLessThan(105);
  });

  it('skips repeated points', () => {
    expect(stroke([0, 0, 0, 0, 10, 0, 10, 0], false, 0.5)).toHaveLength(12);
  });
});
