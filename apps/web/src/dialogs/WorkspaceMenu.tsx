import { Menu } from '@base-ui/react/menu';
import { type CommandContext, runCommand } from '../actions/commands.js';
import { formatShortcut } from '../actions/shortcuts.js';
import { dialogCommandId } from './commands.js';
import { DIALOGS } from './registry.js';

/** The top bar's "Menu": every workspace dialog of the registry, as the palette lists them. */
export function WorkspaceMenu({ ctx }: { ctx: CommandContext }) {
  const entries = DIALOGS.filter((dialog) => dialog.inMenu !== false);
  if (entries.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger className="button button-small" aria-label="Workspace menu">
        Menu
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner className="menu-positioner" sideOffset={6} align="end">
          <Menu.Popup className="menu">
            {entries.map((dialog) => {
              const shortcut = dialog.shortcuts?.[0];
              return (
                <Menu.Item
                  key={dialog.id}
                  className="menu-item"
                  disabled={!(dialog.enabled?.(ctx) ?? true)}
                  onClick={() => runCommand(dialogCommandId(dialog.id), ctx)}
                >
                  <span>{dialog.commandTitle ?? dialog.title}</span>
                  {shortcut ? <kbd className="menu-item-shortcut">{formatShortcut(shortcut)}</kbd> : null}
                </Menu.Item>
              );
            })}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
