// Pure on purpose: the static first frame and the GPU canvas import it, and neither may load xyflow.

/** What a canvas is looking at: its size on screen and the transform that maps flow to screen. */
export interface ViewSource {
  width: number;
  height: number;
  /** screen = flow × zoom + (x, y) */
  x: number;
  y: number;
  zoom: number;
}

/**
 * `data-view="x y zoom"`: the flow point at the canvas's centre and the zoom, so benches and tests
 * read the view (and aim wheel and pointer input) without knowing the renderer.
 */
export function viewAttribute({ width, height, x, y, zoom }: ViewSource): string {
  const cx = (width / 2 - x) / zoom;
  const cy = (height / 2 - y) / zoom;
  return `${round(cx, 1)} ${round(cy, 1)} ${round(zoom, 4)}`;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  // + 0 turns -0 into 0
  return Math.round(value * scale) / scale + 0;
}

export function writeViewAttribute(element: HTMLElement | null, source: ViewSource): void {
  if (!element || source.width === 0) return;
  const view = viewAttribute(source);
  if (element.dataset.view !== view) element.dataset.view = view;
}
