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
  // the corners clockwise from the top-left, each from its start angle through a quarter turn
  const corners = [
    [x + radius, y + radius, Math.PI],
    [x + w - radius, y + radius, 1.5 * Math.PI],
    [x + w - radius, y + h - radius, 0],
    [x + radius, y + h - radius, 0.5 * Math.PI],
  ] as const;
  for (const [cx, cy, start] of corners) {
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
