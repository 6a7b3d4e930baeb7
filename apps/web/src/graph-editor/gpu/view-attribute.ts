// `data-view="x y zoom"` on the GPU canvas: the format of canvas/view-attribute.ts (the flow point
// at the canvas's centre, then the zoom), kept here because that module also holds xyflow's hook,
// and importing it would load xyflow with this chunk. view-attribute.test.ts holds the two equal.
import type { View } from './view-transform.js';

export function viewAttribute(view: View, size: { width: number; height: number }): string {
  const cx = (size.width / 2 - view.x) / view.zoom;
  const cy = (size.height / 2 - view.y) / view.zoom;
  return `${round(cx, 1)} ${round(cy, 1)} ${round(view.zoom, 4)}`;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  // + 0 turns -0 into 0
  return Math.round(value * scale) / scale + 0;
}

export function writeViewAttribute(
  element: HTMLElement,
  view: View,
  size: { width: number; height: number },
): void {
  if (size.width === 0) return;
  const value = viewAttribute(view, size);
  if (element.dataset.view !== value) element.dataset.view = value;
}
