import { type Batched, markChanged } from './changes.js';
import { Path } from './path.js';
import { circlePoints, roundedRectPoints } from './shapes.js';
import { fillPolygon, type Polyline, type StrokeOptions, strokePolyline } from './tessellate.js';

/** A colour as PixiJS took it: 0xRRGGBB, or with an alpha. */
export type FillInput = number | { color: number; alpha?: number };

export interface StrokeInput {
  width?: number;
  color?: number;
  alpha?: number;
  /** 1 inside a closed path's edge, 0.5 across it (the default), 0 outside */
  alignment?: number;
  cap?: 'butt' | 'round' | 'square';
  /** joins are mitred (bevelled past the miter limit) whichever is asked */
  join?: 'miter' | 'round' | 'bevel';
  /** one device pixel wide at any zoom */
  pixelLine?: boolean;
}

/** One drawn part: triangles (three points each) or one-pixel lines (two points each) in one colour. */
export interface GeometryPart {
  mode: 'triangles' | 'lines';
  positions: Float32Array;
  /** premultiplied red, green, blue and alpha, 0–1 */
  rgba: readonly [number, number, number, number];
}

type Instruction =
  | { kind: 'fill'; rgba: GeometryPart['rgba']; lines: Polyline[] }
  | { kind: 'stroke'; rgba: GeometryPart['rgba']; lines: Polyline[]; stroke: StrokeOptions; pixel: boolean };

function rgbaOf(color: number, alpha: number): GeometryPart['rgba'] {
  const a = Math.max(0, Math.min(1, alpha));
  return [(((color >> 16) & 255) / 255) * a, (((color >> 8) & 255) / 255) * a, ((color & 255) / 255) * a, a];
}

/**
 * Shapes and how they are painted, as PixiJS's GraphicsContext records them: shapes gather into a
 * path, and `fill` or `stroke` paints it (a stroke straight after a fill, or a fill after a stroke,
 * paints the same path again). The triangles are built once, when first drawn, and shared by
 * every Graphics showing this context.
 */
export class GraphicsContext {
  #instructions: Instruction[] = [];
  #path = new Path();
  /** the last painted path, while no shape has been added since */
  #lastPainted: Polyline[] | null = null;
  #geometry: GeometryPart[] | null = null;
  destroyed = false;
  /** the Graphics drawing it, whose batches a change marks */
  readonly users = new Set<Batched>();

  moveTo(x: number, y: number): this {
    this.#shape().moveTo(x, y);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.#shape().lineTo(x, y);
    return this;
  }

  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.#shape().bezierCurveTo(c1x, c1y, c2x, c2y, x, y);
    return this;
  }

  arc(cx: number, cy: number, r: number, start: number, end: number, counterclockwise?: boolean): this {
    this.#shape().arc(cx, cy, r, start, end, counterclockwise);
    return this;
  }

  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): this {
    this.#shape().arcTo(x1, y1, x2, y2, r);
    return this;
  }

  closePath(): this {
    this.#path.closePath();
    return this;
  }

  /** A closed polygon, from flat x, y pairs or points. */
  poly(points: readonly number[] | ReadonlyArray<{ x: number; y: number }>, _close = true): this {
    const flat =
      typeof points[0] === 'number'
        ? [...(points as readonly number[])]
        : (points as ReadonlyArray<{ x: number; y: number }>).flatMap((p) => [p.x, p.y]);
    this.#shape().polygon(flat);
    return this;
  }

  rect(x: number, y: number, w: number, h: number): this {
    return this.poly([x, y, x + w, y, x + w, y + h, x, y + h]);
  }

  /** A rectangle with corners of radius `r`, three segments a corner. */
  roundRect(x: number, y: number, w: number, h: number, r: number): this {
    return this.poly(roundedRectPoints(x, y, w, h, r));
  }

  /** A circle of as many points as suit its radius (8 to 32). */
  circle(cx: number, cy: number, r: number): this {
    return this.poly(circlePoints(cx, cy, r, Math.max(8, Math.min(32, Math.ceil(r * 1.5)))));
  }

  fill(paint: FillInput): this {
    const lines = this.#paintedPath();
    if (lines.length > 0) {
      const rgba = typeof paint === 'number' ? rgbaOf(paint, 1) : rgbaOf(paint.color, paint.alpha ?? 1);
      this.#instructions.push({ kind: 'fill', rgba, lines });
      this.#changed();
    }
    return this;
  }

  stroke(style: StrokeInput = {}): this {
    const lines = this.#paintedPath();
    if (lines.length > 0) {
      this.#instructions.push({
        kind: 'stroke',
        rgba: rgbaOf(style.color ?? 0xffffff, style.alpha ?? 1),
        lines,
        stroke: { width: style.width ?? 1, alignment: style.alignment ?? 0.5, cap: style.cap ?? 'butt' },
        pixel: style.pixelLine === true,
      });
      this.#changed();
    }
    return this;
  }

  clear(): this {
    this.#instructions = [];
    this.#path = new Path();
    this.#lastPainted = null;
    this.#changed();
    return this;
  }

  /** The painted parts, built on first use after a change. */
  geometry(): readonly GeometryPart[] {
    this.#geometry ??= this.#instructions.map(build);
    return this.#geometry;
  }

  /** The box around what it paints (zero-sized when it paints nothing). */
  bounds(): { x: number; y: number; width: number; height: number } {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const { positions } of this.geometry()) {
      for (let i = 0; i < positions.length; i += 2) {
        minX = Math.min(minX, positions[i]);
        maxX = Math.max(maxX, positions[i]);
        minY = Math.min(minY, positions[i + 1]);
        maxY = Math.max(maxY, positions[i + 1]);
      }
    }
    if (minX > maxX) return { x: 0, y: 0, width: 0, height: 0 };
    return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  }

  destroy(): void {
    this.destroyed = true;
    this.#instructions = [];
    this.#geometry = null;
  }

  #shape(): Path {
    this.#lastPainted = null;
    return this.#path;
  }

  /** The path to paint: the one being built, else the one just painted. */
  #paintedPath(): Polyline[] {
    if (!this.#path.empty) {
      this.#lastPainted = this.#path.lines.filter((line) => line.points.length >= 4);
      this.#path = new Path();
    }
    return this.#lastPainted ?? [];
  }

  #changed(): void {
    this.#geometry = null;
    for (const user of this.users) markChanged(user);
  }
}

function build(instruction: Instruction): GeometryPart {
  const out: number[] = [];
  if (instruction.kind === 'fill') {
    for (const line of instruction.lines) fillPolygon(line.points, out);
    return { mode: 'triangles', positions: new Float32Array(out), rgba: instruction.rgba };
  }
  if (instruction.pixel) {
    for (const { points, closed } of instruction.lines) {
      const n = points.length;
      for (let i = 0; i + 3 < n; i += 2) out.push(points[i], points[i + 1], points[i + 2], points[i + 3]);
      if (closed && n >= 6) out.push(points[n - 2], points[n - 1], points[0], points[1]);
    }
    return { mode: 'lines', positions: new Float32Array(out), rgba: instruction.rgba };
  }
  for (const line of instruction.lines) strokePolyline(line, instruction.stroke, out);
  return { mode: 'triangles', positions: new Float32Array(out), rgba: instruction.rgba };
}
