// One DOM element per panel, made once: the panel's React tree is portalled into it, and the dock's
// tile for the panel adopts the element. A layout change moves the element, never remounts the panel.
// A panel first renders once its element is in the page (sized), so it never measures a detached box.
const elements = new Map<string, HTMLDivElement>();
const shown = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

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

/** A tile adopted the panel's element: from now on the panel renders (and stays, hidden or not). */
export function markPanelShown(panelId: string): void {
  if (shown.has(panelId)) return;
  shown.add(panelId);
  version++;
  for (const listener of listeners) listener();
}

export function wasPanelShown(panelId: string): boolean {
  return shown.has(panelId);
}

export function subscribePanelsShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function panelsShownVersion(): number {
  return version;
}

/** The workspace is left: every element goes. */
export function forgetPanelElements(): void {
  for (const element of elements.values()) element.remove();
  elements.clear();
  shown.clear();
  version++;
  for (const listener of listeners) listener();
}
