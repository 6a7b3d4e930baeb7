import { circlePoints, roundedRectPoints } from '../gl/index.js';

export { roundedCorners } from '../gl/index.js';

/** What takes a closed polygon path (a GraphicsContext or a Graphics). */
interface PolygonPath<T> {
  poly(points: number[], close?: boolean): T;
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
  return path.poly(roundedRectPoints(x, y, w, h, r), true);
}

/** Points of a socket or a dot (a finer circle gave a socket of radius 5 thirty-two). */
const CIRCLE_POINTS = 12;

/** Adds a circle to `path` as one closed polygon of few points; the caller fills or strokes it. */
export function circle<T>(path: PolygonPath<T>, cx: number, cy: number, r: number): T {
  return path.poly(circlePoints(cx, cy, r, CIRCLE_POINTS), true);
}
