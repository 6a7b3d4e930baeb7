import earcut from 'earcut';

/** A subpath as flat x, y pairs, and whether it closes on itself. */
export interface Polyline {
  points: number[];
  closed: boolean;
}

export interface StrokeOptions {
  width: number;
  /** where the line sits on a closed path's edge: 1 inside, 0.5 centred, 0 outside */
  alignment: number;
  cap: 'butt' | 'round' | 'square';
}

/** Triangles as flat x, y pairs, three points each. */
export type Triangles = number[];

/**
 * Fills a closed polygon (convex or not, without holes): a rectangle as two triangles, any other
 * shape by ear clipping (earcut), which handles the concave outlines of isometric slabs.
 */
export function fillPolygon(points: readonly number[], out: Triangles): void {
  const count = points.length / 2;
  if (count < 3) return;
  const indices = count === 3 ? [0, 1, 2] : earcut(points as number[]);
  for (const i of indices) out.push(points[2 * i], points[2 * i + 1]);
}

/** Twice the signed area: positive for a clockwise polygon on a y-down screen. */
function signedArea(points: readonly number[]): number {
  let sum = 0;
  const n = points.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    sum += points[i] * points[j + 1] - points[j] * points[i + 1];
  }
  return sum;
}

/** The points without repeats (a repeated point has no direction to offset along). */
function distinct(points: readonly number[], closed: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i];
    const y = points[i + 1];
    const n = out.length;
    if (n >= 2 && Math.abs(out[n - 2] - x) < 1e-6 && Math.abs(out[n - 1] - y) < 1e-6) continue;
    out.push(x, y);
  }
  if (closed && out.length >= 4) {
    const n = out.length;
    if (Math.abs(out[0] - out[n - 2]) < 1e-6 && Math.abs(out[1] - out[n - 1]) < 1e-6) out.length = n - 2;
  }
  return out;
}

/** How far a mitred join may reach, in half widths, before it is cut off as a bevel. */
const MITER_LIMIT = 4;
/** Segments of a round cap's half circle. */
const CAP_SEGMENTS = 6;

/**
 * Strokes a polyline as a band of quads with mitred joins (a corner sharper than the miter limit
 * is bevelled): for a closed path the band sits inside, across or outside its edge by `alignment`
 * whichever way the path winds; an open path's band is centred, with butt, square or round caps.
 */
export function strokePolyline(line: Polyline, options: StrokeOptions, out: Triangles): void {
  const points = distinct(line.points, line.closed);
  const count = points.length / 2;
  if (count < 2) return;
  const closed = line.closed && count >= 3;
  const { width } = options;
  // offsets along each point's left normal (y-down: the left of a clockwise path is outside)
  let outer = width / 2;
  let inner = width / 2;
  if (closed) {
    const outwardIsLeft = signedArea(points) > 0;
    const outside = width * (1 - options.alignment);
    const inside = width * options.alignment;
    outer = outwardIsLeft ? outside : inside;
    inner = outwardIsLeft ? inside : outside;
  }
  const at = (i: number) => {
    const k = ((i % count) + count) % count;
    return [points[2 * k], points[2 * k + 1]] as const;
  };
  const normal = (i: number) => {
    const [ax, ay] = at(i);
    const [bx, by] = at(i + 1);
    const length = Math.hypot(bx - ax, by - ay) || 1;
    return [(by - ay) / length, -(bx - ax) / length] as const;
  };
  const segments = closed ? count : count - 1;
  for (let s = 0; s < segments; s++) {
    const [ax, ay] = at(s);
    const [bx, by] = at(s + 1);
    const [nx, ny] = normal(s);
    const start = joinOffsets(closed || s > 0 ? normal(s - 1) : null, [nx, ny]);
    const end = joinOffsets([nx, ny], closed || s < segments - 1 ? normal(s + 1) : null);
    const a1x = ax + start.x * outer;
    const a1y = ay + start.y * outer;
    const a2x = ax - start.x * inner;
    const a2y = ay - start.y * inner;
    const b1x = bx + end.x * outer;
    const b1y = by + end.y * outer;
    const b2x = bx - end.x * inner;
    const b2y = by - end.y * inner;
    out.push(a1x, a1y, b1x, b1y, a2x, a2y, a2x, a2y, b1x, b1y, b2x, b2y);
    // a bevel fills the notch outside a corner too sharp to mitre
    if (end.bevel) {
      const [mx, my] = normal(s + 1);
      const turnsLeft = nx * my - ny * mx < 0;
      if (turnsLeft) out.push(bx, by, bx - nx * inner, by - ny * inner, bx - mx * inner, by - my * inner);
      else out.push(bx, by, bx + nx * outer, by + ny * outer, bx + mx * outer, by + my * outer);
    }
  }
  if (!closed && options.cap !== 'butt') {
    cap(at(0), normal(0), -1, options, out);
    cap(at(count - 1), normal(count - 2), 1, options, out);
  }
}

/**
 * The offset direction at a joint between segments with normals `a` and `b` (either may be
 * missing at a path's end), scaled so the band keeps its width through the joint.
 */
function joinOffsets(
  a: readonly [number, number] | null,
  b: readonly [number, number] | null,
): { x: number; y: number; bevel: boolean } {
  if (!a) return { x: b?.[0] ?? 0, y: b?.[1] ?? 0, bevel: false };
  if (!b) return { x: a[0], y: a[1], bevel: false };
  const mx = a[0] + b[0];
  const my = a[1] + b[1];
  const length = Math.hypot(mx, my);
  if (length < 1e-6) return { x: b[0], y: b[1], bevel: true };
  const ux = mx / length;
  const uy = my / length;
  const cos = ux * b[0] + uy * b[1];
  // too sharp a corner: each segment keeps its own end (the caller fills the notch)
  if (1 / cos > MITER_LIMIT) return { x: b[0], y: b[1], bevel: true };
  return { x: ux / cos, y: uy / cos, bevel: false };
}

/** A cap at an open end: `direction` -1 at the start, 1 at the end. */
function cap(
  [x, y]: readonly [number, number],
  [nx, ny]: readonly [number, number],
  direction: 1 | -1,
  options: StrokeOptions,
  out: Triangles,
): void {
  const r = options.width / 2;
  // the path's direction, outward from this end
  const dx = -ny * direction;
  const dy = nx * direction;
  if (options.cap === 'square') {
    const ex = x + dx * r;
    const ey = y + dy * r;
    out.push(x + nx * r, y + ny * r, ex + nx * r, ey + ny * r, x - nx * r, y - ny * r);
    out.push(x - nx * r, y - ny * r, ex + nx * r, ey + ny * r, ex - nx * r, ey - ny * r);
    return;
  }
  const start = Math.atan2(ny, nx);
  // from the left normal round the outward direction to the right one
  const turn = direction === 1 ? Math.PI : -Math.PI;
  for (let i = 0; i < CAP_SEGMENTS; i++) {
    const a0 = start + (turn * i) / CAP_SEGMENTS;
    const a1 = start + (turn * (i + 1)) / CAP_SEGMENTS;
    out.push(x, y, x + Math.cos(a0) * r, y + Math.sin(a0) * r, x + Math.cos(a1) * r, y + Math.sin(a1) * r);
  }
}
