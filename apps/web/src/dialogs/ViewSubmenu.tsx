import { Menu } from '@base-ui/react/menu';
import { type CommandContext, commandById, runCommand } from '../actions/commands.js';
import { formatShortcut } from '../base/shortcuts.js';
import { useWorkspace, type WorkspaceState } from '../state/workspace.js';
import { CheckIcon } from '../ui/icons.js';

/**
 * The parts of the workspace a user shows or hides (spec 1 §2), each with its checkmark: where a
 * user looks for a hidden status bar, not only in the command palette. Each runs its palette command.
 */
const VIEW_TOGGLES: { label: string; commandId: string; shown: (s: WorkspaceState) => boolean }[] = [
  { label: 'Status bar', commandId: 'view.toggleStatusBar', shown: (s) => s.statusBarShown },
  { label: 'Project browser', commandId: 'view.toggleProjectBrowser', shown: (s) => s.projectBrowserOpen },
];

/** The workspace menu's "View" submenu. */
export function ViewSubmenu({ ctx }: { ctx: CommandContext }) {
  return (
    <Menu.SubmenuRoot>
      <Menu.SubmenuTrigger className="menu-item menu-submenu-trigger">
        <span>View</span>
        <span className="menu-submenu-chevron" aria-hidden="true">
          ›
        </span>
      </Menu.SubmenuTrigger>
      <Menu.Portal>
        <Menu.Positioner className="menu-positioner" side="left" align="start" alignOffset={-4}>
          <Menu.Popup className="menu" aria-label="View">
            {VIEW_TOGGLES.map((toggle) => (
              <ViewToggle key={toggle.commandId} {...toggle} ctx={ctx} />
            ))}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.SubmenuRoot>
  );
}

function ViewToggle({
  label,
  commandId,
  shown,
  ctx,
}: (typeof VIEW_TOGGLES)[number] & { ctx: CommandContext }) {
  const checked = useWorkspace(shown);
  const command = commandById(commandId);
  const shortcut = command?.shortcuts[0];
  return (
    <Menu.CheckboxItem
      className="menu-item menu-radio-item"
      checked={checked}
      disabled={!(command?.enabled(ctx) ?? false)}
      onCheckedChange={() => runCommand(commandId, ctx)}
      closeOnClick
    >
      <Menu.CheckboxItemIndicator className="menu-indicator" keepMounted={false}>
        <CheckIcon />
      </Menu.CheckboxItemIndicator>
      <span className="menu-radio-label">{label}</span>
      {shortcut ? <kbd className="menu-item-shortcut">{formatShortcut(shortcut)}</kbd> : null}
    </Menu.CheckboxItem>
  );
}
