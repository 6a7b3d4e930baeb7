import { useLayoutEffect, useRef } from 'react';
import { changeLayout } from '../../layout/layout-store.js';
import { focusPanel } from '../../layout/operations.js';
import { markPanelShown, panelElement } from './panel-elements.js';

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
    const focus = () => changeLayout((json) => focusPanel(json, panelId));
    slot.addEventListener('pointerdown', focus, true);
    slot.addEventListener('focusin', focus);
    return () => {
      slot.removeEventListener('pointerdown', focus, true);
      slot.removeEventListener('focusin', focus);
      if (element.parentElement === slot) element.remove();
    };
  }, [panelId]);
  return <div ref={ref} className="dock-slot" data-panel-id={panelId} />;
}
