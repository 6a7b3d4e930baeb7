import type { ComponentType } from 'react';
import type { CommandContext } from '../actions/commands.js';
import type { Shortcut } from '../base/shortcuts.js';

/** What the workspace hands its dialogs: what its commands get. */
export type DialogContext = CommandContext;

/** What the dialog host hands every dialog. */
export interface DialogProps<Args = unknown> {
  ctx: CommandContext;
  /** what the opener passed (a node id, a snapshot id…); undefined when opened from the palette */
  args: Args | undefined;
  close(): void;
}

export type DialogSize = 'medium' | 'large' | 'full';

/** The workspace menu's submenus, in the order they are shown. */
export const DIALOG_MENU_GROUPS = ['Project', 'Library', 'Node', 'Find', 'Workspace'] as const;
export type DialogMenuGroup = (typeof DIALOG_MENU_GROUPS)[number];

/**
 * One workspace dialog (spec 1 §2's list). Each lives in its own folder as `dialogs/<name>/dialog.ts`
 * exporting `dialog`; the registry finds it there, the palette and the workspace menu list it, and its
 * component is loaded only when it first opens.
 */
export interface DialogDescriptor {
  /** stable id: what `openDialog(id)` takes; its command is `dialog.<id>` */
  id: string;
  /** the dialog's title, also its entry in the palette and the workspace menu */
  title: string;
  /** palette and menu wording when it differs from the title ('Open asset manager') */
  commandTitle?: string;
  shortcuts?: readonly Shortcut[];
  /** what spec 1 §2 calls it when that is neither title ('team editor'): the palette finds it by these too */
  specNames?: readonly string[];
  /** its shortcut also works while typing (see Command.whileTyping) */
  whileTyping?: true;
  size?: DialogSize;
  /** shown in the workspace menu (default true) */
  inMenu?: boolean;
  /** the workspace menu's submenu it is listed in (default 'Workspace') */
  group?: DialogMenuGroup;
  /** e.g. only for editors, or only with a selection; default: always */
  enabled?(ctx: CommandContext): boolean;
  load(): Promise<{ default: ComponentType<DialogProps> }>;
}

/** Types a descriptor in place: `export const dialog = defineDialog({...})`. */
export function defineDialog(descriptor: DialogDescriptor): DialogDescriptor {
  return descriptor;
}

/**
 * `enabled` for dialogs about the open project (snapshots, share links, deployments): a snippet
 * opened as a level has a snippet id where they would take a project id.
 */
export const holdsProject = ({ editor }: CommandContext): boolean => editor.documentKind === 'project';
