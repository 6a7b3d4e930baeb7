import { CANVAS_MAX_ZOOM as MAX_ZOOM, CANVAS_MIN_ZOOM as MIN_ZOOM } from '../../base/constants.js';
import type { Viewport } from '../../editor/index.js';
import { PLAIN_BELOW_ZOOM } from '../canvas/canvas-ui.js';
import type { Rect } from '../canvas/overview-geometry.js';

/**
 * Detail levels by zoom (ARCHITECTURE "graph canvas"): full node views, plain plates below 0.4,
 * and one Canvas2D overview when zoomed far out or when too many nodes are in view for the DOM.
 */
export type CanvasMode = 'full' | 'plain' | 'overview';

/** Below this zoom nodes and wires are drawn on the overview canvas instead of as DOM. */
export const OVERVIEW_BELOW_ZOOM = 0.25;
/** A double-click on the overview zooms in to this readable zoom around the point (either canvas). */
export const OVERVIEW_DOUBLE_CLICK_ZOOM = 0.6;
/**
 * More nodes than this in view also switches to the overview: their DOM would make frames slow.
 * Zooming 100% ↔ fit, the views entering and leaving the DOM near the overview cost 20–60 ms a
 * frame; at 150 the gesture takes about half the CPU it took at the old budget (600 grid-cell
 * estimates, ~300 real views) and a third of the tasks over 33 ms (docs/performance.md, "Fifth
 * pass"). A readable zoom stays DOM: ~110 views at 60% in a level packed as tightly as the bench's.
 */
export const DOM_NODE_BUDGET = 150;

/** The mode for a zoom and how many nodes the view shows (counted no further than the budget). */
export function canvasModeFor(zoom: number, nodesInView: number): CanvasMode {
  if (zoom < OVERVIEW_BELOW_ZOOM || nodesInView > DOM_NODE_BUDGET) return 'overview';
  return zoom < PLAIN_BELOW_ZOOM ? 'plain' : 'full';
}

/** The viewport the editor keeps for a level it never placed (the canvas then frames the level). */
export function isUnsetViewport(v: Viewport): boolean {
  return v.x === 0 && v.y === 0 && v.zoom === 1;
}

/** Framing the level: 15% padding, never closer than 1.5 (the zoom controls' fit). */
export const FIT = { padding: 0.15, maxZoom: 1.5 } as const;
/** Framing the selection (F): more room around it, up to 2. */
export const FIT_SELECTION = { padding: 0.4, maxZoom: 2 } as const;
/** The canvas's zoom range. */
export { MAX_ZOOM, MIN_ZOOM };

/**
 * Where a level opens: its saved viewport, else the whole level framed (padding 15%, zoom at
 * most 1.5, at least the canvas minimum). A big level framed lands below the overview threshold,
 * which is the cheap mode, so framing is always affordable.
 */
export function openViewport(
  saved: Viewport,
  bounds: Rect | null,
  screen: { width: number; height: number },
): Viewport {
  if (!isUnsetViewport(saved) || !bounds || screen.width <= 0 || screen.height <= 0) return saved;
  return fitViewport(bounds, screen, FIT);
}

/**
 * The viewport that shows `bounds` centred with `padding` (a fraction of the screen, on each
 * side) and the zoom clamped between the canvas minimum and `maxZoom`.
 */
export function fitViewport(
  bounds: Rect,
  screen: { width: number; height: number },
  fit: { padding: number; maxZoom: number },
): Viewport {
  const usableW = screen.width * (1 - 2 * fit.padding);
  const usableH = screen.height * (1 - 2 * fit.padding);
  const raw = Math.min(usableW / Math.max(1, bounds.width), usableH / Math.max(1, bounds.height));
  const zoom = Math.min(fit.maxZoom, Math.max(MIN_ZOOM, raw));
  return {
    x: screen.width / 2 - (bounds.x + bounds.width / 2) * zoom,
    y: screen.height / 2 - (bounds.y + bounds.height / 2) * zoom,
    zoom,
  };
}
