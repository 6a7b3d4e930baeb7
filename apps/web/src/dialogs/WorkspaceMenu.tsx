import type { CommandContext } from '../actions/commands.js';
import { firstUseCode, useFirstUse } from '../ui/first-use.js';
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

export const GROUPS = menuGroups();

const menu = firstUseCode(() => import('./WorkspaceMenuPopup.js'));

/** The menu's code (base-ui): loaded when its button is first pointed at or focused, prefetched when idle. */
export const loadWorkspaceMenu = menu.load;

/**
 * The top bar's "Menu": every workspace dialog of the registry, one submenu per group
 * (Project, Library, Node, Find, Workspace) so thirty-odd dialogs fit on any screen.
 */
export function WorkspaceMenu({ ctx }: { ctx: CommandContext }) {
  const control = useFirstUse(
    menu,
    <button type="button" className="button button-small" aria-label="Workspace menu">
      Menu
    </button>,
    (module, trigger, openAtMount) => (
      <module.WorkspaceMenuPopup ctx={ctx} trigger={trigger} openAtMount={openAtMount} />
    ),
    { opens: true },
  );
  return GROUPS.length === 0 ? null : control;
}
