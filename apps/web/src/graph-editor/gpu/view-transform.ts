import type { Viewport, XY } from '../../editor/index.js';
import type { Rect } from '../canvas/overview-geometry.js';
import { MAX_ZOOM, MIN_ZOOM } from '../overview/detail-level.js';

/** screen = flow × zoom + (x, y), as the editor's Viewport and xyflow's transform say. */
export type View = Viewport;

export function screenToFlow(view: View, at: XY): XY {
  return { x: (at.x - view.x) / view.zoom, y: (at.y - view.y) / view.zoom };
}

export function flowToScreen(view: View, at: XY): XY {
  return { x: at.x * view.zoom + view.x, y: at.y * view.zoom + view.y };
}

/** The flow rectangle a screen of `size` shows. */
export function visibleRect(view: View, size: { width: number; height: number }): Rect {
  return {
    x: -view.x / view.zoom,
    y: -view.y / view.zoom,
    width: size.width / view.zoom,
    height: size.height / view.zoom,
  };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { x: view.x + dx, y: view.y + dy, zoom: view.zoom };
}

/** Zooms by `factor` (clamped to the canvas's range) keeping the flow point under `at` (screen) where it is. */
export function zoomAround(view: View, at: XY, factor: number): View {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  const scale = zoom / view.zoom;
  return { x: at.x - (at.x - view.x) * scale, y: at.y - (at.y - view.y) * scale, zoom };
}

export function sameView(a: View, b: View): boolean {
  return a.x === b.x && a.y === b.y && a.zoom === b.zoom;
}
