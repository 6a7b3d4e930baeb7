import { Menu } from '@base-ui/react/menu';
import type { ReactElement } from 'react';
import { type CommandContext, runCommand } from '../actions/commands.js';
import { formatShortcut } from '../base/shortcuts.js';
import { TriggerMenu } from '../ui/TriggerMenu.js';
import { dialogCommandId } from './commands.js';
import type { DialogDescriptor } from './dialog-descriptor.js';
import { ViewSubmenu } from './ViewSubmenu.js';
import { GROUPS } from './WorkspaceMenu.js';

/** The top bar's "Menu" (WorkspaceMenu.tsx loads it on first use) on its trigger button: the dialogs by group, then View. */
export function WorkspaceMenuPopup({
  ctx,
  trigger,
  openAtMount,
}: {
  ctx: CommandContext;
  trigger: ReactElement;
  openAtMount: boolean;
}) {
  return (
    <TriggerMenu trigger={trigger} openAtMount={openAtMount}>
      {GROUPS.map(({ group, dialogs }) => (
        <Menu.SubmenuRoot key={group}>
          <Menu.SubmenuTrigger className="menu-item menu-submenu-trigger">
            <span>{group}</span>
            <span className="menu-submenu-chevron" aria-hidden="true">
              ›
            </span>
          </Menu.SubmenuTrigger>
          <Menu.Portal>
            <Menu.Positioner className="menu-positioner" side="left" align="start" alignOffset={-4}>
              <Menu.Popup className="menu" aria-label={group}>
                {dialogs.map((dialog) => (
                  <DialogItem key={dialog.id} dialog={dialog} ctx={ctx} />
                ))}
              </Menu.Popup>
            </Menu.Positioner>
          </Menu.Portal>
        </Menu.SubmenuRoot>
      ))}
      <ViewSubmenu ctx={ctx} />
    </TriggerMenu>
  );
}

function DialogItem({ dialog, ctx }: { dialog: DialogDescriptor; ctx: CommandContext }) {
  const shortcut = dialog.shortcuts?.[0];
  return (
    <Menu.Item
      className="menu-item"
      disabled={!(dialog.enabled?.(ctx) ?? true)}
      onClick={() => runCommand(dialogCommandId(dialog.id), ctx)}
    >
      <span>{dialog.commandTitle ?? dialog.title}</span>
      {shortcut ? <kbd className="menu-item-shortcut">{formatShortcut(shortcut)}</kbd> : null}
    </Menu.Item>
  );
}
