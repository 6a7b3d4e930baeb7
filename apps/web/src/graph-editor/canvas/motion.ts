/** How long a framing (fit, zoom to selection) or an overview zoom glides to its viewport. */
export const CANVAS_MOVE_MS = 200;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The duration of an animated zoom or pan: none when the user asks the system for reduced motion
 * (WCAG 2.3.3), the view then lands at once. Read at each move, so a changed setting applies without a reload.
 */
export function canvasMoveDuration(): number {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches ? 0 : CANVAS_MOVE_MS;
}
