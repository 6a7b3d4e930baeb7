import type { Size, XY } from '../../../editor/index.js';

/** Which edges a handle moves: a corner two, a side one. */
export interface ResizeHandle {
  /** -1 the left edge, 1 the right edge, 0 neither */
  x: -1 | 0 | 1;
  /** -1 the top edge, 1 the bottom edge, 0 neither */
  y: -1 | 0 | 1;
}

/** The eight handles of a resizable node, corners first (as xyflow's NodeResizer has them). */
export const RESIZE_HANDLES: readonly (ResizeHandle & { name: string })[] = [
  { name: 'top-left', x: -1, y: -1 },
  { name: 'top-right', x: 1, y: -1 },
  { name: 'bottom-left', x: -1, y: 1 },
  { name: 'bottom-right', x: 1, y: 1 },
  { name: 'top', x: 0, y: -1 },
  { name: 'right', x: 1, y: 0 },
  { name: 'bottom', x: 0, y: 1 },
  { name: 'left', x: -1, y: 0 },
];

/**
 * The node's box once a handle moved by (dx, dy) flow units from where the resize began: the
 * handle's edges follow the pointer, the opposite edges stay put, and no side goes below `min`
 * (a left or top edge stops where the box would be too small, so the right or bottom one holds).
 */
export function resizedBox(start: XY & Size, handle: ResizeHandle, by: XY, min: Size): Size & XY {
  const along = (position: number, length: number, edge: -1 | 0 | 1, delta: number, least: number) => {
    if (edge === 0) return { position, length };
    if (edge === 1) return { position, length: Math.max(least, length + delta) };
    const next = Math.max(least, length - delta);
    return { position: position + length - next, length: next };
  };
  const x = along(start.x, start.width, handle.x, by.x, min.width);
  const y = along(start.y, start.height, handle.y, by.y, min.height);
  return { x: x.position, y: y.position, width: x.length, height: y.length };
}
