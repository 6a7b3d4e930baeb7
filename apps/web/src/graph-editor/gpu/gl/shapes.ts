/**
 * A rounded rectangle's corners clockwise from the top-left: each arc's centre and its start angle
 * (each turns a quarter clockwise from there).
 */
export function roundedCorners(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): ReadonlyArray<readonly [number, number, number]> {
  return [
    [x + r, y + r, Math.PI],
    [x + w - r, y + r, 1.5 * Math.PI],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, 0.5 * Math.PI],
  ];
}

/**
 * Segments per rounded corner. On a software GPU (SwiftShader) each triangle of each node costs
 * ~2 µs a frame: three read the same from the overview to 200% (a finer corner of radius 8 took
 * ten) and make a plate's fill and ring a third of the triangles.
 */
export const CORNER_SEGMENTS = 3;

/** A rounded rectangle as flat x, y pairs, clockwise, `segments` per corner (a plain one at radius 0). */
export function roundedRectPoints(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  segments = CORNER_SEGMENTS,
): number[] {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  if (radius === 0) return [x, y, x + w, y, x + w, y + h, x, y + h];
  const points: number[] = [];
  for (const [cx, cy, start] of roundedCorners(x, y, w, h, radius)) {
    for (let i = 0; i <= segments; i++) {
      const angle = start + (i / segments) * (Math.PI / 2);
      points.push(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
    }
  }
  return points;
}

/** A circle as `count` flat x, y pairs. */
export function circlePoints(cx: number, cy: number, r: number, count: number): number[] {
  const points: number[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * 2 * Math.PI;
    points.push(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  }
  return points;
}
