import { describe, expect, it } from 'vitest';
import { GraphicsContext } from './graphics-context.js';

describe('GraphicsContext', () => {
  it('strokes the path it just filled, and a new shape starts a new path', () => {
    const c = new GraphicsContext();
    c.rect(0, 0, 10, 10)
      .fill({ color: 0xff0000, alpha: 0.5 })
      .stroke({ width: 2, color: 0x00ff00, alignment: 0 });
    c.rect(100, 100, 5, 5).fill(0x0000ff);
    const parts = c.geometry();
    expect(parts.map((p) => p.mode)).toEqual(['triangles', 'triangles', 'triangles']);
    // the fill: premultiplied red at half alpha
    expect(parts[0].rgba).toEqual([0.5, 0, 0, 0.5]);
    // the stroke went round the first rectangle, outside it
    expect(Math.min(...parts[1].positions)).toBe(-2);
    expect(Math.max(...parts[1].positions)).toBe(12);
    expect(c.bounds()).toEqual({ x: -2, y: -2, width: 107, height: 107 });
  });

  it('draws pixel lines as line segments, a closed path back to its start', () => {
    const c = new GraphicsContext();
    c.moveTo(0, 0).lineTo(10, 0).moveTo(0, 5).lineTo(10, 5).stroke({ color: 0xffffff, pixelLine: true });
    c.rect(0, 0, 4, 4).stroke({ pixelLine: true });
    const [open, closed] = c.geometry();
    expect(open.mode).toBe('lines');
    expect([...open.positions]).toEqual([0, 0, 10, 0, 0, 5, 10, 5]);
    expect(closed.positions.length / 4).toBe(4);
  });

  it('builds its geometry again after a change, and paints nothing once cleared', () => {
    const c = new GraphicsContext();
    c.circle(0, 0, 5).fill(0xffffff);
    const first = c.geometry();
    expect(c.geometry()).toBe(first);
    c.clear();
    expect(c.geometry()).toEqual([]);
    expect(c.bounds()).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    // a fill with nothing drawn since the clear paints nothing
    c.fill(0xffffff);
    expect(c.geometry()).toEqual([]);
  });
});
