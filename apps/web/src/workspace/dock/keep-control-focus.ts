import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { type FirstUseCode, useLoadedCode } from '../../ui/first-use.js';

// The static dock gives way to react-mosaic's: the same title bars and tab bars, but new elements.
// A control focused at the swap (a keyboard user on a panel's ⋯ or ×, on a tab) would drop the focus
// to the page's body; its twin in the real dock takes it instead. Focus inside a panel is PanelSlot's.

/** What names a dock control: its accessible name, else its title (a tab's). */
function nameOf(control: Element): string | null {
  return control.getAttribute('aria-label') ?? control.getAttribute('title');
}

function controlsNamed(dock: HTMLElement, name: string): HTMLElement[] {
  return [...dock.querySelectorAll<HTMLElement>('[aria-label], [title]')].filter(
    (control) => nameOf(control) === name && !control.closest('.dock-panel-content'),
  );
}

/** The name of the dock control that has the focus, if that name picks it out alone. */
function focusedControl(dock: HTMLElement | null): string | null {
  const active = dock?.ownerDocument.activeElement;
  if (!dock || !(active instanceof HTMLElement) || !dock.contains(active)) return null;
  if (active.closest('.dock-panel-content')) return null;
  const name = nameOf(active);
  return name !== null && controlsNamed(dock, name).length === 1 ? name : null;
}

/** Keeps a focused dock control focused across the swap that `code`'s arrival makes. */
export function useControlFocusAcrossSwap(
  dock: RefObject<HTMLElement | null>,
  code: FirstUseCode<unknown>,
): void {
  const swapped = useLoadedCode(code) !== undefined;
  const focused = useRef<string | null>(null);
  // called as the code arrives, before the render that swaps the docks
  useEffect(
    () =>
      code.subscribe(() => {
        focused.current = focusedControl(dock.current);
      }),
    [code, dock],
  );
  // in the swap's commit, so that no key press lands on the body in between
  useLayoutEffect(() => {
    const name = focused.current;
    focused.current = null;
    const element = dock.current;
    if (!swapped || name === null || !element) return;
    if (element.ownerDocument.activeElement !== element.ownerDocument.body) return;
    const [twin] = controlsNamed(element, name);
    twin?.focus({ preventScroll: true });
  }, [swapped, dock]);
}
