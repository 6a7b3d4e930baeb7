import { Menu } from '@base-ui/react/menu';
import { type ReactElement, useMemo } from 'react';
import { PANEL_TITLES } from '../../layout/built-in-layouts.js';
import { makePanel, placedPanelIds } from '../../layout/layout-json.js';
import { changeLayout, useLayout } from '../../layout/layout-store.js';
import { focusPanel, openPanel } from '../../layout/operations.js';
import { TriggerMenu } from '../../ui/TriggerMenu.js';
import { PANEL_TYPES, type PanelType } from '../panel-descriptor.js';
import { panelByType } from '../panels/registry.js';

function show(type: PanelType) {
  changeLayout((json) => {
    const open = json.panels.find((p) => p.type === type && placedPanelIds(json.containers).includes(p.id));
    if (open) return focusPanel(json, open.id);
    const title = panelByType(type)?.title ?? PANEL_TITLES[type];
    return openPanel(json, type, () =>
      makePanel(
        type,
        title,
        json.panels.map((p) => p.id),
      ),
    );
  });
}

/** The Panels menu (PanelsMenu.tsx loads it on first use) on its trigger button. */
export function PanelsMenuPopup({ trigger, openAtMount }: { trigger: ReactElement; openAtMount: boolean }) {
  const json = useLayout((s) => s.json);
  const openTypes = useMemo(() => {
    const placed = new Set(placedPanelIds(json.containers));
    return new Set(json.panels.filter((p) => placed.has(p.id)).map((p) => p.type));
  }, [json]);
  return (
    <TriggerMenu trigger={trigger} openAtMount={openAtMount}>
      {PANEL_TYPES.map((type) => {
        const title = panelByType(type)?.title ?? PANEL_TITLES[type];
        const isOpen = openTypes.has(type);
        return (
          <Menu.Item key={type} className="menu-item" onClick={() => show(type)}>
            <span>{isOpen ? `Go to ${title}` : `Open ${title}`}</span>
            {panelByType(type) ? null : <span className="menu-item-shortcut">not available</span>}
          </Menu.Item>
        );
      })}
    </TriggerMenu>
  );
}
