/** Name tags are for a zoomed-out canvas: at zoom 1 and closer every node's own name is readable. */
const READABLE_ZOOM = 1;

/**
 * Whether nodes carry name tags at this zoom (spec 1 §3 maxNameTagZoom): when zoomed out, up to
 * the preference's zoom; 0 turns them off.
 */
export function nameTagsShown(zoom: number, maxNameTagZoom: number): boolean {
  return zoom < READABLE_ZOOM && zoom <= maxNameTagZoom;
}
