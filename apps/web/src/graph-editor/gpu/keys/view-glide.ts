import { canvasMoveDuration } from '../../canvas/motion.js';
import type { View } from '../view-transform.js';

/** What a glide moves: the canvas's view (`settled` tells the editor where it came to rest). */
export interface GlideTarget {
  view(): View;
  setView(view: View, settled: boolean): void;
}

/**
 * Moves the view to `to` over the canvas's move duration (at once under reduced motion), eased,
 * reporting the end to the editor. Returns the stop; a new glide should stop the last.
 */
export function glideView(target: GlideTarget, to: View): () => void {
  const duration = canvasMoveDuration();
  const from = target.view();
  if (duration <= 0) {
    target.setView(to, true);
    return () => {};
  }
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    const eased = 1 - (1 - t) ** 3;
    const at = (a: number, b: number) => a + (b - a) * eased;
    if (t >= 1) {
      target.setView(to, true);
      return;
    }
    target.setView({ x: at(from.x, to.x), y: at(from.y, to.y), zoom: at(from.zoom, to.zoom) }, false);
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
