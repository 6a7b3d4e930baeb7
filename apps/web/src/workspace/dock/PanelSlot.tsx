import { useLayoutEffect, useRef } from 'react';
import { changeLayout } from '../../layout/layout-store.js';
import { focusPanel } from '../../layout/operations.js';
import { markPanelShown, panelElement } from './panel-elements.js';

// Focus inside a panel whose element moves to another tile (a layout change, the static dock
// giving way to react-mosaic's): taking the element out drops the focus, so the new tile gives it back.
const movingFocus = new Map<string, HTMLElement>();

/**
 * Where the dock shows a panel: adopts the panel's element. A press or focus inside focuses the panel
 * (native listeners: the panel's React tree is a portal elsewhere, its events do not bubble here).
 */
export function PanelSlot({ panelId }: { panelId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    const element = panelElement(panelId);
    slot.appendChild(element);
    markPanelShown(panelId);
    const focused = movingFocus.get(panelId);
    if (focused && element.contains(focused)) focused.focus({ preventScroll: true });
    const focus = () => changeLayout((json) => focusPanel(json, panelId));
    slot.addEventListener('pointerdown', focus, true);
    slot.addEventListener('focusin', focus);
    return () => {
      slot.removeEventListener('pointerdown', focus, true);
      slot.removeEventListener('focusin', focus);
      if (element.parentElement !== slot) return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && element.contains(active)) {
        // the new tile adopts the element in this same commit; a closed panel's entry goes after it
        movingFocus.set(panelId, active);
        queueMicrotask(() => movingFocus.delete(panelId));
      }
      element.remove();
    };
  }, [panelId]);
  return <div ref={ref} className="dock-slot" data-panel-id={panelId} />;
}
