import { PANEL_TITLES } from '../../layout/built-in-layouts.js';
import type { LayoutPanel } from '../../layout/layout-json.js';
import { useLayout } from '../../layout/layout-store.js';
import type { PanelType } from '../panel-descriptor.js';

/** A panel's title as the layout names it, its type's title when the layout gives none. */
export function panelTitleOf(panel: LayoutPanel): string {
  return panel.title || (PANEL_TITLES[panel.type as PanelType] ?? panel.type);
}

export function usePanelTitle(panelId: string): string {
  return useLayout((s) => {
    const panel = s.json.panels.find((p) => p.id === panelId);
    return panel ? panelTitleOf(panel) : panelId;
  });
}
