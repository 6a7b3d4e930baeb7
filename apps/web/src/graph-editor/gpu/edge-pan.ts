import type { XY } from '../../editor/index.js';

/** Within this many CSS pixels of the canvas's edge a drag pans the view (xyflow's autopan distance). */
const EDGE = 40;
/** At the very edge the view moves this many pixels a frame (xyflow's autoPanSpeed). */
const SPEED = 15;

/**
 * How far a frame pans the view while a drag holds the pointer at `at` (CSS pixels of a canvas of
 * `size`), as xyflow's autopan: nothing away from the edges, faster the nearer the edge (and past
 * it), towards the side the pointer is on. Added to the view's offset, it brings that side in.
 */
export function edgePanStep(at: XY, size: { width: number; height: number }): XY {
  return { x: velocity(at.x, size.width) * SPEED, y: velocity(at.y, size.height) * SPEED };
}

function velocity(value: number, length: number): number {
  const max = length - EDGE;
  if (value < EDGE) return Math.min(Math.max(EDGE - value, 1), EDGE) / EDGE;
  if (value > max) return -Math.min(Math.max(value - max, 1), EDGE) / EDGE;
  return 0;
}
