import { type RefObject, useLayoutEffect, useRef } from 'react';
import { type FirstUseCode, useLoadedCode } from '../../ui/first-use.js';
import { useOncePointerFree } from './pointer-held.js';

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

/**
 * The real dock's module once the static dock may give way to it: once `code` has loaded and no
 * pointer is held (pointer-held.ts). A dock control focused just before the swap hands the focus
 * to its twin in the swap's commit.
 */
export function useDockSwap<M>(dock: RefObject<HTMLElement | null>, code: FirstUseCode<M>): M | undefined {
  const focused = useRef<string | null>(null);
  // remembered just before the render that swaps the docks
  const swappedTo = useOncePointerFree(useLoadedCode(code), () => {
    focused.current = focusedControl(dock.current);
  });
  const swapped = swappedTo !== undefined;
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
  return swappedTo;
}
