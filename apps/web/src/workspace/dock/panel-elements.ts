// One DOM element per panel, made once: the panel's React tree is portalled into it, and the dock's
// tile for the panel adopts the element. A layout change moves the element, never remounts the panel.
const elements = new Map<string, HTMLDivElement>();

export function panelElement(panelId: string): HTMLDivElement {
  let element = elements.get(panelId);
  if (!element) {
    element = document.createElement('div');
    element.className = 'dock-panel-content';
    element.dataset.panelId = panelId;
    elements.set(panelId, element);
  }
  return element;
}

/** A panel closed for good (the workspace left): its element goes. */
export function forgetPanelElements(): void {
  for (const element of elements.values()) element.remove();
  elements.clear();
}
