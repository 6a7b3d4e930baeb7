import { describe, expect, it } from 'vitest';
import { Path } from './path.js';

const last = (path: Path) => path.last ?? [Number.NaN, Number.NaN];

describe('Path', () => {
  it('flattens a bezier curve into points that end where it ends', () => {
    const path = new Path();
    path.moveTo(0, 0);
    path.bezierCurveTo(0, 50, 100, 50, 100, 100);
    const points = path.lines[0].points;
    expect(points.length / 2).toBeGreaterThan(4);
    expect(last(path)).toEqual([100, 100]);
    // symmetric about its middle: the middle point is at (50, 50)
    const xs = points.filter((_, i) => i % 2 === 0);
    expect(Math.min(...xs)).toBe(0);
    expect(Math.max(...xs)).toBe(100);
  });

  it('turns a corner on an arc of the radius asked, as the canvas arcTo does', () => {
    const path = new Path();
    path.moveTo(0, 20);
    path.arcTo(0, 0, 20, 0, 10);
    const points = path.lines[0].points;
    // the arc starts 10 above the corner's leg end and ends 10 along the next leg
    expect(points[2]).toBeCloseTo(0);
    expect(points[3]).toBeCloseTo(10);
    const [x, y] = last(path);
    expect(x).toBeCloseTo(10);
    expect(y).toBeCloseTo(0);
    // every arc point is 10 from the centre (10, 10)
    for (let i = 2; i < points.length; i += 2)
      expect(Math.hypot(points[i] - 10, points[i + 1] - 10)).toBeCloseTo(10);
  });

  it('goes straight to the corner when the legs are in line', () => {
    const path = new Path();
    path.moveTo(0, 0);
    path.arcTo(10, 0, 20, 0, 5);
    expect(path.lines[0].points).toEqual([0, 0, 10, 0]);
  });

  it('draws an arc clockwise on screen unless asked otherwise', () => {
    const path = new Path();
    path.arc(0, 0, 10, 0, Math.PI / 2);
    const points = path.lines[0].points;
    // from (10, 0) through positive y to (0, 10)
    expect(points[1]).toBeCloseTo(0);
    expect(points.every((v, i) => i % 2 === 0 || v >= -1e-9)).toBe(true);
  });

  it('closes a subpath, and a closed path counts as painted', () => {
    const path = new Path();
    expect(path.empty).toBe(true);
    path.moveTo(0, 0);
    path.lineTo(5, 0);
    path.lineTo(5, 5);
    path.closePath();
    expect(path.lines[0].closed).toBe(true);
    expect(path.empty).toBe(false);
  });
});
