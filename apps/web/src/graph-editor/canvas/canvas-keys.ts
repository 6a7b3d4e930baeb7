/**
 * Whether a key press is the canvas's to answer: made on the page's body or inside `canvas`, not
 * while typing in a field. Both the live canvas and the static first frame ask this.
 */
export function isCanvasKey(event: KeyboardEvent, canvas: HTMLElement): boolean {
  if (event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  const inCanvas = !target || target === canvas.ownerDocument.body || canvas.contains(target);
  return inCanvas && !target?.closest('input, textarea, select, [contenteditable="true"]');
}

/** Tab without a modifier: it opens the tab menu. */
export function isPlainTab(event: KeyboardEvent): boolean {
  return event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
