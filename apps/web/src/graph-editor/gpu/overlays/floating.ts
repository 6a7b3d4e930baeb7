/** Marks an element floating over the GPU canvas (zoom buttons, minimap) whose input is its own. */
export const FLOATING_ATTRIBUTE = 'data-canvas-floating';

/**
 * Whether an event happened on a control floating over the canvas: the canvas's own listeners on
 * its host leave it alone (no pan, band, selection or wheel zoom), as xyflow's nopan / nowheel do.
 * The event still bubbles on, so React's handlers (at the root) get it.
 */
export function onFloatingControl(event: Event): boolean {
  const target = event.target;
  return target instanceof Element && target.closest(`[${FLOATING_ATTRIBUTE}]`) !== null;
}
