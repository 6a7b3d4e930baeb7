/** A node's box on the canvas (flow units). */
export interface FocusBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

const UNIT: Record<Direction, { x: number; y: number }> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/** A node off the direction's axis counts as this much farther per unit of sideways distance. */
const SIDEWAYS_WEIGHT = 2;

export const centreOf = (box: FocusBox) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * The node an arrow key moves focus to (as tldraw does): among the nodes whose centre lies within
 * the 90° cone opening from the focused node's centre in that direction, the nearest, sideways
 * distance weighing double; when the cone is empty, the same measure over the whole half-plane in
 * that direction. Undefined when nothing lies that way.
 */
export function nearestInDirection(
  from: FocusBox,
  boxes: readonly FocusBox[],
  direction: Direction,
): string | undefined {
  const origin = centreOf(from);
  const unit = UNIT[direction];
  let inCone: { id: string; score: number } | undefined;
  let inHalf: { id: string; score: number } | undefined;
  for (const box of boxes) {
    if (box.id === from.id) continue;
    const c = centreOf(box);
    const dx = c.x - origin.x;
    const dy = c.y - origin.y;
    const ahead = dx * unit.x + dy * unit.y;
    if (ahead <= 0) continue;
    const sideways = Math.abs(dx * unit.y - dy * unit.x);
    const score = ahead + SIDEWAYS_WEIGHT * sideways;
    if (sideways <= ahead && (!inCone || score < inCone.score)) inCone = { id: box.id, score };
    if (!inHalf || score < inHalf.score) inHalf = { id: box.id, score };
  }
  return (inCone ?? inHalf)?.id;
}

/** The node nearest a point (the view's centre, where focus lands on entering the canvas). */
export function nearestToPoint(
  point: { x: number; y: number },
  boxes: readonly FocusBox[],
): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const box of boxes) {
    const c = centreOf(box);
    const distance = Math.hypot(c.x - point.x, c.y - point.y);
    if (!best || distance < best.distance) best = { id: box.id, distance };
  }
  return best?.id;
}
