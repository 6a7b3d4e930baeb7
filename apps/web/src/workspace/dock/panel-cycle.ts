// F6 / Shift+F6: the keyboard goes from panel to panel of the workspace (docs/accessibility.md).

/** The panel F6 goes to among `count`: the one after `current` (before, backwards), wrapping round. */
export function nextPanelIndex(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shown = (element: Element) => element.getClientRects().length > 0;

/** Where the keyboard lands in a panel: its declared entry (the canvas), else its first control, else the panel. */
function entryOf(slot: HTMLElement): HTMLElement | null {
  const content = slot.querySelector<HTMLElement>('.dock-panel-content');
  if (!content) return null;
  const declared = content.querySelector<HTMLElement>('[data-panel-entry]');
  if (declared && shown(declared)) return declared;
  const first = [...content.querySelectorAll<HTMLElement>(TABBABLE)].find(shown);
  if (first) return first;
  content.tabIndex = -1;
  return content;
}

/** Panels as they are read on screen, row by row (the dock's DOM order follows its split tree). */
function inReadingOrder(slots: HTMLElement[]): HTMLElement[] {
  const boxes = new Map(slots.map((slot) => [slot, slot.getBoundingClientRect()]));
  return slots.sort((a, b) => {
    const p = boxes.get(a)!;
    const q = boxes.get(b)!;
    return readingOrder(p, q);
  });
}

/** Top first, then left: two panels whose tops are within a pixel count as one row. */
export function readingOrder(a: { top: number; left: number }, b: { top: number; left: number }): number {
  return Math.abs(a.top - b.top) > 1 ? a.top - b.top : a.left - b.left;
}

/** Moves the focus to the next (previous) panel shown in the dock; false when there is none. */
export function cyclePanels(dock: HTMLElement, backwards: boolean): boolean {
  const slots = inReadingOrder([...dock.querySelectorAll<HTMLElement>('.dock-slot')].filter(shown));
  const active = dock.ownerDocument.activeElement;
  const current = slots.findIndex((slot) => slot.contains(active));
  for (let tried = 0, at = current; tried < slots.length; tried++) {
    at = nextPanelIndex(slots.length, at, backwards);
    const entry = entryOf(slots[at]);
    if (entry && at !== current) {
      entry.focus();
      return true;
    }
  }
  return false;
}

/** F6 without modifiers, or with Shift (backwards). */
export function isPanelCycleKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  return event.key === 'F6' && !event.ctrlKey && !event.metaKey && !event.altKey;
}
