import type { XY } from '../../../editor/index.js';
import { type View, zoomAround } from '../view-transform.js';

/** One press of Zoom in or Zoom out scales the view by this much (xyflow's step). */
export const ZOOM_STEP = 1.2;

/** The view one zoom button press gives: scaled about the canvas's centre, within the zoom range. */
export function zoomStep(view: View, size: { width: number; height: number }, direction: 'in' | 'out'): View {
  const centre: XY = { x: size.width / 2, y: size.height / 2 };
  return zoomAround(view, centre, direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP);
}

/** The view that puts a flow point at the canvas's centre, at the same zoom (a minimap press). */
export function centredOn(view: View, size: { width: number; height: number }, at: XY): View {
  return { x: size.width / 2 - at.x * view.zoom, y: size.height / 2 - at.y * view.zoom, zoom: view.zoom };
}
