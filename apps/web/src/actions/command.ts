import type { DialogContext } from '../dialogs/dialog-descriptor.js';
import type { Shortcut } from './shortcuts.js';

/** What a command may use: what the workspace hands its dialogs too. */
export type CommandContext = DialogContext;

/** One entry of the command registry: menus, shortcuts and the palette all run commands from here. */
export interface Command {
  id: string;
  title: string;
  /** the first one is shown in tooltips and the palette */
  shortcuts: readonly Shortcut[];
  /**
   * Pressed on the keyboard, the browser's copy/cut/paste event does the work (it reaches the
   * system clipboard without a permission prompt), so the dispatcher leaves these keys alone.
   */
  clipboardEvent?: 'copy' | 'cut' | 'paste';
  /**
   * Its shortcut also works while typing in a text field: for keys no text box uses, whose browser
   * default would get in the way (Ctrl+P prints, Ctrl+K focuses the address bar).
   */
  whileTyping?: true;
  /** More words the palette's search matches (a dialog's title and the spec's name for it). */
  keywords?: readonly string[];
  /** It removes what the user made: the palette lists it last, so Ctrl/⌘+K then Enter never runs it. */
  destructive?: true;
  enabled(ctx: CommandContext): boolean;
  run(ctx: CommandContext): void | Promise<void>;
}
