import { formatShortcut } from '../base/shortcuts.js';
import type { Command, CommandContext } from './command.js';
import { JUMP_CODE_COMMANDS } from './jump-code-commands.js';
import { TOGGLE_COMMANDS } from './toggle-commands.js';
import { WORKSPACE_COMMANDS } from './workspace-commands.js';

export type { ClipboardPort, Command, CommandContext } from './command.js';
export { pasteText } from './workspace-commands.js';

/**
 * The command registry: menus, shortcuts and the palette all run commands from here. It holds the
 * workspace's own commands, its toggles and the ten jump codes; the composition root registers the rest (one
 * per dialog of the dialog registry), so this layer never imports the dialogs.
 */
const byId = new Map<string, Command>(
  [...WORKSPACE_COMMANDS, ...TOGGLE_COMMANDS, ...JUMP_CODE_COMMANDS].map((c) => [c.id, c]),
);

/** Adds commands (a command with the same id is replaced). */
export function registerCommands(commands: readonly Command[]): void {
  for (const command of commands) byId.set(command.id, command);
}

/** Every registered command, in registration order. */
export function allCommands(): readonly Command[] {
  return [...byId.values()];
}

export function commandById(id: string): Command | undefined {
  return byId.get(id);
}

/** The shortcut of a command as a tooltip shows it ('Ctrl+Z', '⌘Z'), or '' when it has none. */
export function shortcutLabel(commandId: string): string {
  const shortcut = byId.get(commandId)?.shortcuts[0];
  return shortcut ? formatShortcut(shortcut) : '';
}

/** A button title with its shortcut: 'Undo (Ctrl+Z)'. */
export function titleWithShortcut(commandId: string): string {
  const command = byId.get(commandId);
  if (!command) return commandId;
  const label = shortcutLabel(commandId);
  return label ? `${command.title} (${label})` : command.title;
}

/** Runs a command if it is enabled; returns whether it ran. */
export function runCommand(id: string, ctx: CommandContext): boolean {
  const command = byId.get(id);
  if (!command?.enabled(ctx)) return false;
  void command.run(ctx);
  return true;
}
