import { isTypingTarget, type KeyPress, matchesShortcut } from '../base/shortcuts.js';
import { allCommands, type CommandContext, pasteText } from './commands.js';

interface KeyEvent extends KeyPress {
  target: EventTarget | null;
  defaultPrevented: boolean;
  repeat?: boolean;
  preventDefault(): void;
}

/**
 * The shortcuts dispatcher: finds the command bound to a key press and runs it when enabled.
 * Keys typed into an input, a textarea or editable text are left alone (but for the few commands
 * marked whileTyping, such as the palette and the searcher), and so are the
 * copy/cut/paste keys (the clipboard events handle them). Returns the command id that matched.
 */
export function dispatchShortcut(event: KeyEvent, ctx: CommandContext): string | undefined {
  if (event.defaultPrevented) return undefined;
  const typing = isTypingTarget(event.target);
  const command = allCommands().find((c) => c.shortcuts.some((s) => matchesShortcut(event, s)));
  if (!command || command.clipboardEvent || (typing && !command.whileTyping)) return undefined;
  // bound keys never reach the browser (Ctrl+D would bookmark, Ctrl+A select the page)
  event.preventDefault();
  if (command.enabled(ctx)) void command.run(ctx);
  return command.id;
}

interface ClipboardLikeEvent {
  type: string;
  target: EventTarget | null;
  clipboardData: Pick<DataTransfer, 'getData' | 'setData'> | null;
  preventDefault(): void;
}

/** The browser's copy, cut and paste events over the canvas: snippet text in and out of the system clipboard. */
export function handleClipboardEvent(event: ClipboardLikeEvent, ctx: CommandContext): void {
  if (isTypingTarget(event.target) || !event.clipboardData) return;
  const { editor } = ctx;
  if (event.type === 'paste') {
    if (editor.readOnly) return;
    event.preventDefault();
    pasteText(ctx, event.clipboardData.getData('text/plain'));
    return;
  }
  const text = editor.clipboard.copy();
  if (text === undefined) return;
  event.preventDefault();
  event.clipboardData.setData('text/plain', text);
  if (event.type === 'cut' && !editor.readOnly) editor.nodes.delete([...editor.selection.ids()]);
}
