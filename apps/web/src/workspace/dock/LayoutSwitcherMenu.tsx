import { Menu } from '@base-ui/react/menu';
import type { ReactElement } from 'react';
import { BUILT_IN_LAYOUT_NAMES } from '../../layout/built-in-layouts.js';
import { chooseLayout, useLayout } from '../../layout/layout-store.js';
import { openDialog } from '../../state/dialogs.js';
import { CheckIcon } from '../../ui/icons.js';
import { TriggerMenu } from '../../ui/TriggerMenu.js';

/** The layout menu (LayoutSwitcher.tsx loads it on first use) on the switcher's trigger button. */
export function LayoutSwitcherMenu({
  canSave,
  trigger,
  openAtMount,
}: {
  canSave: boolean;
  trigger: ReactElement;
  openAtMount: boolean;
}) {
  const chosen = useLayout((s) => s.chosen);
  const saved = useLayout((s) => s.saved);
  const names = [...BUILT_IN_LAYOUT_NAMES, ...saved.map((layout) => layout.name)];
  return (
    <TriggerMenu trigger={trigger} openAtMount={openAtMount}>
      <Menu.RadioGroup value={chosen ?? ''} onValueChange={(name: string) => chooseLayout(name)}>
        {names.map((name) => (
          <Menu.RadioItem key={name} value={name} className="menu-item menu-radio-item" closeOnClick>
            <Menu.RadioItemIndicator className="menu-indicator" keepMounted={false}>
              <CheckIcon />
            </Menu.RadioItemIndicator>
            <span className="menu-radio-label">{name}</span>
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      {canSave ? (
        <>
          <Menu.Separator className="menu-separator" />
          <Menu.Item className="menu-item" onClick={() => openDialog('saveLayout')}>
            Save layout…
          </Menu.Item>
          <Menu.Item
            className="menu-item"
            disabled={saved.length === 0}
            onClick={() => openDialog('editLayout')}
          >
            Edit layouts…
          </Menu.Item>
        </>
      ) : null}
    </TriggerMenu>
  );
}
