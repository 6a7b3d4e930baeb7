// A canvas's view as every renderer in the canvas bench reports it (data-view="x y zoom"): the flow
// point at the canvas's centre and the zoom. Screen = (flow − centre) × zoom + the canvas's middle.
import { type BenchGraph, graphBounds } from './graph.js';

export interface View {
  cx: number;
  cy: number;
  zoom: number;
}

export function parseView(text: string | null | undefined): View | null {
  const parts = (text ?? '').trim().split(/\s+/).map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) return null;
  return { cx: parts[0], cy: parts[1], zoom: parts[2] };
}

export function formatView({ cx, cy, zoom }: View): string {
  return `${cx.toFixed(1)} ${cy.toFixed(1)} ${zoom.toFixed(4)}`;
}

/** The whole graph framed with 15% padding, as Nodeloom frames a level it never placed. */
export function fitView(graph: BenchGraph, width: number, height: number): View {
  const bounds = graphBounds(graph);
  const zoom = Math.min(width / (bounds.width * 1.3), height / (bounds.height * 1.3), 1.5);
  return { cx: bounds.x + bounds.width / 2, cy: bounds.y + bounds.height / 2, zoom };
}

/** A flow point's place on screen, for a canvas whose box is `box` (page coordinates). */
export function toScreen(
  view: View,
  box: { x: number; y: number; width: number; height: number },
  flow: { x: number; y: number },
): { x: number; y: number } {
  return {
    x: box.x + box.width / 2 + (flow.x - view.cx) * view.zoom,
    y: box.y + box.height / 2 + (flow.y - view.cy) * view.zoom,
  };
}
