// Flat polygons for the node bodies: the isometric slab's outline, its shaded strips and the bypass
// stripes, each cut to a box (the GPU draws flat fills; what CSS clips, these cut).

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The isometric slab seen from above (graph-canvas.css .gc-shape-isometric's clip-path). */
export function isometricOutline(width: number, height: number, skew: number, depth: number): Point[] {
  return [
    { x: skew, y: 0 },
    { x: width, y: 0 },
    { x: width, y: depth },
    { x: width - skew, y: height },
    { x: 0, y: height },
    { x: 0, y: height - depth },
  ];
}

/** A convex polygon cut to a box (Sutherland–Hodgman, one box edge at a time); [] when outside. */
export function clipToBox(polygon: readonly Point[], box: Box): Point[] {
  const edges: Array<[(p: Point) => boolean, (a: Point, b: Point) => Point]> = [
    [(p) => p.x >= box.x, (a, b) => atX(a, b, box.x)],
    [(p) => p.x <= box.x + box.width, (a, b) => atX(a, b, box.x + box.width)],
    [(p) => p.y >= box.y, (a, b) => atY(a, b, box.y)],
    [(p) => p.y <= box.y + box.height, (a, b) => atY(a, b, box.y + box.height)],
  ];
  let out = [...polygon];
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (const [i, p] of input.entries()) {
      const prev = input[(i + input.length - 1) % input.length];
      if (inside(p)) {
        if (!inside(prev)) out.push(cross(prev, p));
        out.push(p);
      } else if (inside(prev)) out.push(cross(prev, p));
    }
    if (out.length === 0) return [];
  }
  return out;
}

function atX(a: Point, b: Point, x: number): Point {
  return { x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) };
}

function atY(a: Point, b: Point, y: number): Point {
  return { x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y };
}

/**
 * The bypass mark's stripes over a box: bands of `band` px every `period` px running at 135°
 * (graph-canvas.css .gc-bypass: repeating-linear-gradient(135deg, … 0 6px, transparent 6px 12px)).
 */
export function diagonalStripes(box: Box, band: number, period: number): Point[][] {
  const stripes: Point[][] = [];
  // a 135° gradient's bands are lines x + y = c; each band spans c .. c + band·√2
  const step = period * Math.SQRT2;
  const thick = band * Math.SQRT2;
  const start = box.x + box.y;
  const end = box.x + box.width + box.y + box.height;
  for (let c = start; c < end; c += step) {
    const band4 = [
      { x: c - box.y, y: box.y },
      { x: c + thick - box.y, y: box.y },
      { x: c + thick - (box.y + box.height), y: box.y + box.height },
      { x: c - (box.y + box.height), y: box.y + box.height },
    ];
    const cut = clipToBox(band4, box);
    if (cut.length >= 3) stripes.push(cut);
  }
  return stripes;
}

/** A box with its corners cut by `cut` px: a rounded rectangle's stand-in for clipping. */
export function chamferedBox(width: number, height: number, cut: number): Point[] {
  return [
    { x: cut, y: 0 },
    { x: width - cut, y: 0 },
    { x: width, y: cut },
    { x: width, y: height - cut },
    { x: width - cut, y: height },
    { x: cut, y: height },
    { x: 0, y: height - cut },
    { x: 0, y: cut },
  ];
}

/** A polygon cut to a convex polygon given clockwise on screen (y down), one edge at a time. */
export function clipToConvex(polygon: readonly Point[], convex: readonly Point[]): Point[] {
  let out = [...polygon];
  for (const [i, a] of convex.entries()) {
    const b = convex[(i + 1) % convex.length];
    const side = (p: Point) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    const input = out;
    out = [];
    for (const [j, p] of input.entries()) {
      const prev = input[(j + input.length - 1) % input.length];
      const sp = side(p);
      const sq = side(prev);
      if (sp >= 0 !== sq >= 0) {
        const t = sq / (sq - sp);
        out.push({ x: prev.x + (p.x - prev.x) * t, y: prev.y + (p.y - prev.y) * t });
      }
      if (sp >= 0) out.push(p);
    }
    if (out.length === 0) return [];
  }
  return out;
}
