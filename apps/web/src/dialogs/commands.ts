import type { Command } from '../actions/commands.js';
import { openDialog } from '../state/dialogs.js';
import { DIALOGS } from './registry.js';

export const dialogCommandId = (dialogId: string) => `dialog.${dialogId}`;

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
