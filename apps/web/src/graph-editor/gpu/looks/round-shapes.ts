/** What takes a closed polygon path (a GraphicsContext or a Graphics). */
interface PolygonPath<T> {
  poly(points: number[], close?: boolean): T;
}

/**
 * Segments per rounded corner. PixiJS's own roundRect gives a corner of radius 8 ten, and on a
 * software GPU (SwiftShader) each triangle of each node costs ~2 µs a frame: three read the same
 * from the overview to 200% and make a plate's fill and ring a third of the triangles.
 */
const CORNER_SEGMENTS = 3;

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

/** Adds a rounded rectangle to `path` as one closed polygon of few points; the caller fills or strokes it. */
export function roundedRect<T>(
  path: PolygonPath<T>,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): T {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  if (radius === 0) return path.poly([x, y, x + w, y, x + w, y + h, x, y + h], true);
  const points: number[] = [];
  for (const [cx, cy, start] of roundedCorners(x, y, w, h, radius)) {
    for (let i = 0; i <= CORNER_SEGMENTS; i++) {
      const angle = start + (i / CORNER_SEGMENTS) * (Math.PI / 2);
      points.push(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
    }
  }
  return path.poly(points, true);
}

/** Points of a socket or a dot: PixiJS's circle gives a socket of radius 5 thirty-two. */
const CIRCLE_POINTS = 12;

/** Adds a circle to `path` as one closed polygon of few points; the caller fills or strokes it. */
export function circle<T>(path: PolygonPath<T>, cx: number, cy: number, r: number): T {
  const points: number[] = [];
  for (let i = 0; i < CIRCLE_POINTS; i++) {
    const angle = (i / CIRCLE_POINTS) * 2 * Math.PI;
    points.push(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  }
  return path.poly(points, true);
}
