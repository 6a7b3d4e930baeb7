import { describe, expect, it } from 'vitest';
import { REACH_PX, reachFor } from './painted-shift.js';
import { addArea, MOST_AREAS, partialFrame, partialFrames, union } from './partial-frame.js';

const size = { width: 1000, height: 600 };
const margin = { x: 250, y: 150 };

describe('partialFrame', () => {
  it('clips to the changed area grown by the reach, in the surface pixels of the drawn view', () => {
    const frame = partialFrame(
      { x: 100, y: 50, width: 200, height: 100 },
      { x: 0, y: 0, zoom: 1 },
      size,
      margin,
    );
    expect(frame?.clip).toEqual({
      x: 100 - REACH_PX + margin.x,
      y: 50 - REACH_PX + margin.y,
      width: 200 + 2 * REACH_PX,
      height: 100 + 2 * REACH_PX,
    });
    // what can paint into the clip: the displays within a reach of it
    expect(frame?.drawn).toEqual({
      x: 100 - 2 * REACH_PX,
      y: 50 - 2 * REACH_PX,
      width: 200 + 4 * REACH_PX,
      height: 100 + 4 * REACH_PX,
    });
  });

  it('follows the view: a zoom scales the area and the reach stays in screen pixels', () => {
    const frame = partialFrame(
      { x: 0, y: 0, width: 100, height: 100 },
      { x: 40, y: 20, zoom: 2 },
      size,
      margin,
    );
    expect(frame?.clip).toEqual({
      x: -REACH_PX + 40 + margin.x,
      y: -REACH_PX + 20 + margin.y,
      width: 200 + 2 * REACH_PX,
      height: 200 + 2 * REACH_PX,
    });
  });

  it('reaches less far out, where only a name tag and a ring reach past a box: its half width across, its lift above', () => {
    const changed = { x: 1000, y: 1000, width: 200, height: 100 };
    const view = { x: -200, y: -200, zoom: 0.3 };
    const far = reachFor('plain');
    expect(reachFor('overview')).toEqual(far);
    // a 240 px tag centred on a node reaches 120 px past its sides; it sits 16 px above, ~22 px tall
    expect(far.x).toBeGreaterThanOrEqual(120);
    expect(far.y).toBeGreaterThanOrEqual(16 + 22);
    expect(far.y).toBeLessThan(REACH_PX);
    const frame = partialFrame(changed, view, size, margin, far);
    const rx = far.x / 0.3 + far.flow;
    const ry = far.y / 0.3 + far.flow;
    const drawn = frame?.drawn as NonNullable<typeof frame>['drawn'];
    expect(drawn.x).toBeCloseTo(1000 - 2 * rx);
    expect(drawn.y).toBeCloseTo(1000 - 2 * ry);
    expect(drawn.width).toBeCloseTo(200 + 4 * rx);
    expect(drawn.height).toBeCloseTo(100 + 4 * ry);
    // full detail's rows under a node keep the whole reach
    const full = partialFrame(changed, view, size, margin, reachFor('full'));
    expect(full?.drawn.height).toBeCloseTo(100 + (4 * REACH_PX) / 0.3);
  });

  it('keeps to the surface, and an area off it draws nothing', () => {
    const edge = partialFrame(
      { x: -400, y: 0, width: 100, height: 100 },
      { x: 0, y: 0, zoom: 1 },
      size,
      margin,
    );
    expect(edge?.clip.x).toBe(0);
    expect(edge?.clip.width).toBe(-300 + REACH_PX + margin.x);
    const off = partialFrame(
      { x: 5000, y: 0, width: 100, height: 100 },
      { x: 0, y: 0, zoom: 1 },
      size,
      margin,
    );
    expect(off?.clip.width).toBe(0);
  });

  it('draws the whole surface when the change covers most of it', () => {
    expect(
      partialFrame({ x: 0, y: 0, width: 900, height: 500 }, { x: 0, y: 0, zoom: 1 }, size, margin),
    ).toBeNull();
  });
});

describe('union', () => {
  it('is the box around both', () => {
    expect(union(null, { x: 1, y: 2, width: 3, height: 4 })).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(union({ x: 1, y: 2, width: 3, height: 4 }, null)).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(union(null, null)).toBeNull();
    expect(union({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: -5, width: 10, height: 10 })).toEqual({
      x: 0,
      y: -5,
      width: 15,
      height: 15,
    });
  });
});

describe('the areas a frame redraws', () => {
  const box = (x: number, y: number, width = 160, height = 50) => ({ x, y, width, height });

  it('keeps a row and a column apart (a band taking in both redraws two strips, not the band)', () => {
    const areas: ReturnType<typeof box>[] = [];
    // a band grown by a column of nodes at x 960 and a row at y 960, on a grid of 240 × 120
    for (let y = 0; y <= 840; y += 120) addArea(areas, box(960, y));
    for (let x = 0; x <= 720; x += 240) addArea(areas, box(x, 960));
    const covered = areas.reduce((sum, a) => sum + a.width * a.height, 0);
    const band = 1120 * 1010;
    expect(areas.length).toBeLessThanOrEqual(MOST_AREAS);
    expect(covered).toBeLessThan(band / 3);
    for (const y of [0, 480, 840])
      expect(areas.some((a) => a.x <= 960 && a.y <= y && a.y + a.height >= y + 50)).toBe(true);
  });

  it('joins an area that overlaps one already there', () => {
    const areas = [box(0, 0)];
    addArea(areas, box(100, 20));
    expect(areas).toEqual([{ x: 0, y: 0, width: 260, height: 70 }]);
  });

  it('draws each area clipped, or the whole surface when together they are most of it', () => {
    const view = { x: 0, y: 0, zoom: 1 };
    const frames = partialFrames([box(0, 0), box(600, 400)], view, size, margin);
    expect(frames).toHaveLength(2);
    expect(frames?.[1].clip.x).toBe(600 - REACH_PX + margin.x);
    // each alone is under half the surface, together over it
    const halves = [box(-250, -150, 550, 900), box(650, -150, 550, 900)];
    expect(partialFrames([halves[0]], view, size, margin)).not.toBeNull();
    expect(partialFrames(halves, view, size, margin)).toBeNull();
    // an area off the surface draws nothing
    expect(partialFrames([box(5000, 0)], view, size, margin)).toEqual([]);
  });
});
