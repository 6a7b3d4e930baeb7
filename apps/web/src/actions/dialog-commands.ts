import { dialogCommandId } from '../dialogs/commands.js';
import { DIALOGS } from '../dialogs/registry.js';
import { openDialog } from '../state/dialogs.js';
import type { Command } from './command.js';

/** One palette command per dialog ('Open …'), sharing the registry with menus and shortcuts. */
export const DIALOG_COMMANDS: readonly Command[] = DIALOGS.map((dialog) => ({
  id: dialogCommandId(dialog.id),
  title: dialog.commandTitle ?? dialog.title,
  shortcuts: dialog.shortcuts ?? [],
  keywords: [dialog.title, ...(dialog.specNames ?? [])],
  ...(dialog.whileTyping ? { whileTyping: true as const } : {}),
  enabled: (ctx) => dialog.enabled?.(ctx) ?? true,
  run: () => openDialog(dialog.id),
}));
