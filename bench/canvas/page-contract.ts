// What every peer page of the canvas bench offers the bench, as Nodeloom's canvas does: an element
// data-testid="graph-canvas" carrying data-view (written as each frame is drawn), data-drawn="true"
// and window.__firstFrameAt once the first full frame is on screen, and window.__canvasPeer to set
// the view and count the selection. The page reads N, its canvas size and its first view from the URL.
import { type BenchGraph, benchGraph } from './graph.js';
import { fitView, formatView, type View } from './view.js';

export interface PeerHooks {
  setView(view: View): void;
  selectedCount(): number;
}

export interface PeerSetup {
  graph: BenchGraph;
  element: HTMLDivElement;
  width: number;
  height: number;
  /** the view to open at (?view=cx,cy,zoom, else the whole graph framed) */
  view: View;
}

/** Reads ?n=&w=&h=&view= and puts the canvas element on the page at that size. */
export function setUpPeerPage(): PeerSetup {
  const params = new URLSearchParams(location.search);
  const graph = benchGraph(Number(params.get('n') ?? 1000));
  const width = Number(params.get('w') ?? window.innerWidth);
  const height = Number(params.get('h') ?? window.innerHeight);
  const asked = params.get('view')?.split(',').map(Number);
  const view =
    asked?.length === 3 ? { cx: asked[0], cy: asked[1], zoom: asked[2] } : fitView(graph, width, height);
  const element = document.createElement('div');
  element.dataset.testid = 'graph-canvas';
  Object.assign(element.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: `${width}px`,
    height: `${height}px`,
    overflow: 'hidden',
  });
  document.body.append(element);
  return { graph, element, width, height, view };
}

export function writeView(element: HTMLElement, view: View): void {
  const text = formatView(view);
  if (element.dataset.view !== text) element.dataset.view = text;
}

/** Two frames after the graph's first draw: the frame the user sees (the bench's "open" ends here). */
export function markFirstFullFrame(element: HTMLElement): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      (window as unknown as { __firstFrameAt: number }).__firstFrameAt = performance.now();
      element.dataset.drawn = 'true';
    }),
  );
}

export function exposeHooks(hooks: PeerHooks): void {
  (window as unknown as { __canvasPeer: PeerHooks }).__canvasPeer = hooks;
}
