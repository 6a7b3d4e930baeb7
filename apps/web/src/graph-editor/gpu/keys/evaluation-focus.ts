import type { GpuCanvas } from '../gpu-canvas.js';
import { sameView, screenToFlow, type View } from '../view-transform.js';

/** How long the view must rest before the evaluation's focus follows it (as on the xyflow canvas). */
const SETTLE_MS = 120;

/**
 * Tells the editor the centre of what the canvas shows, in flow units, once the view rests after a
 * move (and as soon as the canvas has a size): a pass evaluates the nodes nearest it first, so a
 * big project's values fill in from the viewport outwards (canvas/use-evaluation-focus.ts on xyflow).
 * The view rests when the canvas reports it to the editor, which the change feed says. Returns the stop.
 */
export function followEvaluationFocus(canvas: GpuCanvas): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported: { view: View; width: number; height: number } | null = null;
  const report = () => {
    timer = undefined;
    const view = canvas.view();
    const { width, height } = canvas.size();
    if (width <= 0 || height <= 0 || !(view.zoom > 0) || Number.isNaN(view.x)) return;
    if (reported && sameView(reported.view, view) && reported.width === width && reported.height === height)
      return;
    reported = { view, width, height };
    canvas.source.focusEvaluation(screenToFlow(view, { x: width / 2, y: height / 2 }));
  };
  /** the view a report waits on: the feed's other changes (values, status) do not push it back */
  let waiting: View | null = null;
  const later = () => {
    const view = canvas.view();
    if (timer !== undefined && waiting && sameView(waiting, view)) return;
    waiting = view;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(report, SETTLE_MS);
  };
  report();
  const stopFeed = canvas.source.subscribe(later);
  const observer = new ResizeObserver(later);
  observer.observe(canvas.host);
  return () => {
    stopFeed();
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
