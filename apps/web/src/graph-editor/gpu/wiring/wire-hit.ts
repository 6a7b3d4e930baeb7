import type { XY } from '../../../editor/index.js';
import { type WireEnds, wireCommands } from '../wire-geometry.js';

/** Points per curve or rounded corner when a wire is flattened for hit testing. */
const CURVE_STEPS = 12;

/** A wire's shape in `type` as a polyline (curves and rounded corners sampled), in flow units. */
export function wirePolyline(type: string, ends: WireEnds): XY[] {
  const points: XY[] = [];
  for (const c of wireCommands(type, ends)) {
    const last = points[points.length - 1] ?? { x: ends.x1, y: ends.y1 };
    if (c.op === 'move' || c.op === 'line') points.push({ x: c.x, y: c.y });
    else if (c.op === 'curve') {
      for (let i = 1; i <= CURVE_STEPS; i++) points.push(cubic(last, c, i / CURVE_STEPS));
    } else if (c.op === 'arc') points.push(...arcPoints(last, c));
  }
  return points;
}

/** How far `at` is from the polyline. */
export function distanceToPolyline(points: readonly XY[], at: XY): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < points.length; i++)
    best = Math.min(best, distanceToSegment(points[i - 1], points[i], at));
  return points.length === 1 ? Math.hypot(points[0].x - at.x, points[0].y - at.y) : best;
}

/** The wire nearest `at` within `reach` (flow units), by its shape in `type`. */
export function nearestWire<T extends WireEnds>(
  wires: Iterable<T>,
  type: string,
  at: XY,
  reach: number,
): T | undefined {
  let best: T | undefined;
  let bestDistance = reach;
  for (const wire of wires) {
    const distance = distanceToPolyline(wirePolyline(type, wire), at);
    if (distance <= bestDistance) {
      best = wire;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Where a wire's value label sits, as xyflow places an edge label: halfway along a bezier, and
 * for the other types at the middle of its ends (which a stepped wire's crossing runs through).
 */
export function wireLabelPoint(type: string, ends: WireEnds): XY {
  const commands = wireCommands(type, ends);
  const curve = commands.find((c) => c.op === 'curve');
  if (curve?.op === 'curve') return cubic({ x: ends.x1, y: ends.y1 }, curve, 0.5);
  return { x: (ends.x1 + ends.x2) / 2, y: (ends.y1 + ends.y2) / 2 };
}

function cubic(
  p0: XY,
  c: { c1x: number; c1y: number; c2x: number; c2y: number; x: number; y: number },
  t: number,
) {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return { x: a * p0.x + b * c.c1x + d * c.c2x + e * c.x, y: a * p0.y + b * c.c1y + d * c.c2y + e * c.y };
}

/** A canvas arcTo from `p0` by the corner (x1, y1) towards (x2, y2): the line in, then the arc sampled. */
function arcPoints(p0: XY, c: { x1: number; y1: number; x2: number; y2: number; radius: number }): XY[] {
  const inLength = Math.hypot(c.x1 - p0.x, c.y1 - p0.y);
  const outLength = Math.hypot(c.x2 - c.x1, c.y2 - c.y1);
  if (inLength === 0 || outLength === 0) return [{ x: c.x1, y: c.y1 }];
  const inDir = { x: (c.x1 - p0.x) / inLength, y: (c.y1 - p0.y) / inLength };
  const outDir = { x: (c.x2 - c.x1) / outLength, y: (c.y2 - c.y1) / outLength };
  const start = { x: c.x1 - inDir.x * c.radius, y: c.y1 - inDir.y * c.radius };
  const end = { x: c.x1 + outDir.x * c.radius, y: c.y1 + outDir.y * c.radius };
  // a right-angled corner: the quadratic through the corner stays within a pixel of the arc
  const points = [start];
  for (let i = 1; i <= CURVE_STEPS / 2; i++) {
    const t = i / (CURVE_STEPS / 2);
    const u = 1 - t;
    points.push({
      x: u * u * start.x + 2 * u * t * c.x1 + t * t * end.x,
      y: u * u * start.y + 2 * u * t * c.y1 + t * t * end.y,
    });
  }
  return points;
}

function distanceToSegment(a: XY, b: XY, p: XY): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}
