/** Geometry of the overview (minimap): node bounds fitted into the overview box. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The union of the rectangles, padded; a 1000×600 area around the origin when there are none. */
export function boundsOf(rects: Iterable<Rect>, padding = 80): Rect {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const r of rects) {
    minX = Math.min(minX, r.x);
    minY = Math.min(minY, r.y);
    maxX = Math.max(maxX, r.x + r.width);
    maxY = Math.max(maxY, r.y + r.height);
  }
  if (minX === Number.POSITIVE_INFINITY) return { x: -500, y: -300, width: 1000, height: 600 };
  return {
    x: minX - padding,
    y: minY - padding,
    width: maxX - minX + 2 * padding,
    height: maxY - minY + 2 * padding,
  };
}

/** Scale and offset that fit `bounds` centred into a box of `width`×`height`. */
export function fitInto(
  bounds: Rect,
  width: number,
  height: number,
): { scale: number; dx: number; dy: number } {
  const scale = Math.min(width / bounds.width, height / bounds.height);
  return {
    scale,
    dx: (width - bounds.width * scale) / 2 - bounds.x * scale,
    dy: (height - bounds.height * scale) / 2 - bounds.y * scale,
  };
}

/** The flow rectangle the screen shows, for a viewport transform [x, y, zoom] and a screen size. */
export function visibleFlowRect(
  transform: readonly [number, number, number],
  width: number,
  height: number,
): Rect {
  const [x, y, zoom] = transform;
  return { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom };
}

/**
 * `rect` held inside a `width`×`height` box, never thinner than `min` (a frame past an edge
 * becomes a sliver on that edge, so the view's direction still shows).
 */
export function clampInto(rect: Rect, width: number, height: number, min = 4): Rect {
  const x = Math.min(Math.max(rect.x, 0), width - min);
  const y = Math.min(Math.max(rect.y, 0), height - min);
  return {
    x,
    y,
    width: Math.max(min, Math.min(rect.x + rect.width, width) - x),
    height: Math.max(min, Math.min(rect.y + rect.height, height) - y),
  };
}
