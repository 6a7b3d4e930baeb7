import { BORDER_SNAP_THRESHOLD } from '../../../base/constants.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest move (within the threshold) that puts one of `edges` on one of `targets`, else 0. */
function nearest(
  edges: readonly number[],
  targets: readonly (readonly number[])[],
  threshold: number,
): number {
  let best = 0;
  let bestDistance = threshold + 1;
  for (const target of targets) {
    for (let i = 0; i < edges.length; i++) {
      const delta = target[i] - edges[i];
      if (Math.abs(delta) < bestDistance) {
        best = delta;
        bestDistance = Math.abs(delta);
      }
    }
  }
  return bestDistance <= threshold ? best : 0;
}

/**
 * Border snap beside the grid snap (spec 2 §9, threshold 15): the move that lines the dragged
 * box's left, right, top or bottom border up with the same border of a neighbour when they are
 * within the threshold, per axis; 0 where no neighbour is that close. Borders of the same kind
 * only, so boxes of one size on the grid never leave it.
 */
export function borderSnap(
  dragged: Box,
  neighbours: readonly Box[],
  threshold = BORDER_SNAP_THRESHOLD,
): { dx: number; dy: number } {
  const xs = (b: Box) => [b.x, b.x + b.width];
  const ys = (b: Box) => [b.y, b.y + b.height];
  return {
    dx: nearest(xs(dragged), neighbours.map(xs), threshold),
    dy: nearest(ys(dragged), neighbours.map(ys), threshold),
  };
}

/** The box around several boxes. */
export function boundsOf(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
