/**
 * What a person works in inside a node's DOM body or name field: a button, a field, a link, an
 * element marked `nodrag` (as xyflow's canvas marks them). A press there is theirs: the canvas
 * starts no gesture and takes no pointer capture, which would send their click to the canvas.
 */
const WORK_TARGET = 'button, a[href], input, textarea, select, [contenteditable="true"], .nodrag';

/** Whether a pointer press happened on something a person works in inside a node's DOM. */
export function onWorkTarget(event: Event): boolean {
  const target = event.target;
  return (
    target instanceof Element &&
    target.closest('.gc-gpu-world') !== null &&
    target.closest(WORK_TARGET) !== null
  );
}

/** Whether a wheel happened over a DOM body's scrolling pane (`nowheel`): it scrolls, the view stays. */
export function onScrollingPane(event: Event): boolean {
  const target = event.target;
  return target instanceof Element && target.closest('.gc-gpu-world .nowheel') !== null;
}
