import { PLAIN_BELOW_ZOOM } from '../canvas/canvas-ui.js';
import type { Rect } from '../canvas/overview-geometry.js';
import { type CanvasMode, OVERVIEW_BELOW_ZOOM } from '../overview/detail-level.js';

/**
 * What the GPU canvas draws per node, by zoom: full (plate with name, definition, status, sockets,
 * shaped wires), plain (a plate's fill and name, straight wires) below 0.4, overview (filled
 * rectangles in tiles, no text) below 0.25 — the xyflow canvas's thresholds and mode names (its
 * CanvasMode, the canvas's data-detail), all in one renderer.
 */
export type Detail = CanvasMode;

/**
 * More nodes than this in the cull window draw as the overview at any zoom: each node drawn in
 * detail holds a few GPU objects and a title texture, and a screenful of overview tiles costs the
 * same at 100 nodes or 10,000.
 */
export const DETAIL_NODE_BUDGET = 1500;

export function detailFor(zoom: number, nodesInWindow: number): Detail {
  if (zoom < OVERVIEW_BELOW_ZOOM || nodesInWindow > DETAIL_NODE_BUDGET) return 'overview';
  return zoom < PLAIN_BELOW_ZOOM ? 'plain' : 'full';
}

/** How far past the screen the detailed objects reach, as a share of the screen on each side. */
const WINDOW_MARGIN = 0.5;

/** The flow area whose nodes get detailed objects: the view grown by half a screen each way. */
export function cullWindow(visible: Rect): Rect {
  const mx = visible.width * WINDOW_MARGIN;
  const my = visible.height * WINDOW_MARGIN;
  return {
    x: visible.x - mx,
    y: visible.y - my,
    width: visible.width + 2 * mx,
    height: visible.height + 2 * my,
  };
}

/**
 * Whether the cull window must be taken anew: the view left it, or the zoom moved by more than a
 * third since it was taken (objects sized for another zoom). Inside it a pan touches no object.
 */
export function windowStale(window: Rect & { zoom: number }, visible: Rect, zoom: number): boolean {
  const ratio = zoom / window.zoom;
  if (ratio > 4 / 3 || ratio < 3 / 4) return true;
  return (
    visible.x < window.x ||
    visible.y < window.y ||
    visible.x + visible.width > window.x + window.width ||
    visible.y + visible.height > window.y + window.height
  );
}
