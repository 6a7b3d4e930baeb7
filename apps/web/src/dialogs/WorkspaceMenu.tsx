import { Menu } from '@base-ui/react/menu';
import { type CommandContext, runCommand } from '../actions/commands.js';
import { formatShortcut } from '../base/shortcuts.js';
import { dialogCommandId } from './commands.js';
import { DIALOG_MENU_GROUPS, type DialogDescriptor } from './dialog-descriptor.js';
import { DIALOGS } from './registry.js';

/** The menu's dialogs by submenu, each submenu in title order; empty groups are left out. */
function menuGroups(): { group: string; dialogs: DialogDescriptor[] }[] {
  const title = (d: DialogDescriptor) => d.commandTitle ?? d.title;
  return DIALOG_MENU_GROUPS.map((group) => ({
    group,
    dialogs: DIALOGS.filter((d) => d.inMenu !== false && (d.group ?? 'Workspace') === group).sort((a, b) =>
      title(a).localeCompare(title(b)),
    ),
  })).filter((g) => g.dialogs.length > 0);
}

const GROUPS = menuGroups();

/**
 * The top bar's "Menu": every workspace dialog of the registry, one submenu per group
 * (Project, Library, Node, Find, Workspace) so thirty-odd dialogs fit on any screen.
 */
export function WorkspaceMenu({ ctx }: { ctx: CommandContext }) {
  if (GROUPS.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger className="button button-small" aria-label="Workspace menu">
        Menu
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner className="menu-positioner" sideOffset={6} align="end">
          <Menu.Popup className="menu">
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
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
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
