import type { Polyline } from './tessellate.js';

/** Points on a curve per this many units of its length (at least 3, at most 24). */
const CURVE_STEP = 10;

/** Points for a curve `length` units long: fine enough at 200%, few enough for a software GPU. */
function stepsFor(length: number): number {
  return Math.max(3, Math.min(24, Math.ceil(length / CURVE_STEP)));
}

/**
 * A path as the canvas 2D API builds one: subpaths of straight segments, with curves and arcs
 * flattened into them as they are added.
 */
export class Path {
  readonly lines: Polyline[] = [];
  #current: Polyline | null = null;

  get empty(): boolean {
    return this.lines.every((line) => line.points.length < 4);
  }

  moveTo(x: number, y: number): void {
    this.#current = { points: [x, y], closed: false };
    this.lines.push(this.#current);
  }

  lineTo(x: number, y: number): void {
    if (!this.#current) this.moveTo(x, y);
    else this.#current.points.push(x, y);
  }

  /** The current point, or null before the first. */
  get last(): [number, number] | null {
    const points = this.#current?.points;
    return points && points.length >= 2 ? [points[points.length - 2], points[points.length - 1]] : null;
  }

  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    const from = this.last ?? [c1x, c1y];
    if (!this.last) this.moveTo(from[0], from[1]);
    const [x0, y0] = from;
    const steps = stepsFor(
      Math.hypot(c1x - x0, c1y - y0) + Math.hypot(c2x - c1x, c2y - c1y) + Math.hypot(x - c2x, y - c2y),
    );
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      this.lineTo(a * x0 + b * c1x + c * c2x + d * x, a * y0 + b * c1y + c * c2y + d * y);
    }
  }

  /** An arc of radius `r` about (cx, cy) from angle `start` to `end`, joined to the current point by a line. */
  arc(cx: number, cy: number, r: number, start: number, end: number, counterclockwise = false): void {
    let sweep = end - start;
    if (!counterclockwise && sweep < 0) sweep += 2 * Math.PI;
    if (counterclockwise && sweep > 0) sweep -= 2 * Math.PI;
    const steps = stepsFor(Math.abs(sweep) * r);
    for (let i = 0; i <= steps; i++) {
      const angle = start + (sweep * i) / steps;
      this.lineTo(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
    }
  }

  /** The canvas's arcTo: a line towards (x1, y1) that turns towards (x2, y2) on an arc of radius `r`. */
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void {
    const from = this.last;
    if (!from) {
      this.moveTo(x1, y1);
      return;
    }
    const [x0, y0] = from;
    const ax = x0 - x1;
    const ay = y0 - y1;
    const bx = x2 - x1;
    const by = y2 - y1;
    const la = Math.hypot(ax, ay);
    const lb = Math.hypot(bx, by);
    const cross = ax * by - ay * bx;
    if (r <= 0 || la === 0 || lb === 0 || Math.abs(cross) < 1e-9) {
      this.lineTo(x1, y1);
      return;
    }
    const angle = Math.acos(Math.max(-1, Math.min(1, (ax * bx + ay * by) / (la * lb))));
    const reach = r / Math.tan(angle / 2);
    const t1x = x1 + (ax / la) * reach;
    const t1y = y1 + (ay / la) * reach;
    const t2x = x1 + (bx / lb) * reach;
    const t2y = y1 + (by / lb) * reach;
    // the centre lies along the bisector, r / sin(angle / 2) from the corner
    const mx = ax / la + bx / lb;
    const my = ay / la + by / lb;
    const ml = Math.hypot(mx, my);
    const d = r / Math.sin(angle / 2);
    const cx = x1 + (mx / ml) * d;
    const cy = y1 + (my / ml) * d;
    const start = Math.atan2(t1y - cy, t1x - cx);
    const end = Math.atan2(t2y - cy, t2x - cx);
    // the arc turns the way the corner does (cross < 0: clockwise on a y-down screen)
    this.lineTo(t1x, t1y);
    this.arc(cx, cy, r, start, end, cross > 0);
  }

  closePath(): void {
    if (this.#current) this.#current.closed = true;
    this.#current = null;
  }

  /** Adds a closed polygon of flat x, y pairs. */
  polygon(points: number[]): void {
    this.lines.push({ points, closed: true });
    this.#current = null;
  }
}
