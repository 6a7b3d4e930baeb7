import { jumpToNode } from '../find/jump.js';
import { walkSelectionHistory } from '../find/selection-history.js';
import { withNodeLibrary } from '../services/node-library.js';
import { toastsStore } from '../state/toasts.js';
import { canvasOf } from './canvas-bridge.js';
import type { Command, CommandContext } from './command.js';

const canEdit = ({ editor }: CommandContext) => !editor.readOnly;
const hasSelection = ({ editor }: CommandContext) => editor.selection.ids().size > 0;

/** Shows why a paste failed (the snippet error names what is wrong); nothing was pasted. */
export function pasteText(ctx: CommandContext, text: string): void {
  const at = ctx.editor.view.pointer();
  withNodeLibrary(ctx.editor.library.registry, () => {
    try {
      ctx.editor.clipboard.paste(text, at);
    } catch (error) {
      ctx.notify({
        kind: 'warning',
        title: 'Nothing was pasted',
        description: error instanceof Error ? error.message : String(error),
      });
    }
  });
}

async function writeClipboard(ctx: CommandContext, text: string | undefined): Promise<void> {
  if (text === undefined) return;
  await ctx.clipboard
    .writeText(text)
    .catch((error: unknown) =>
      ctx.notify({ kind: 'warning', title: 'Cannot use the clipboard', description: String(error) }),
    );
}

export const WORKSPACE_COMMANDS: readonly Command[] = [
  {
    id: 'palette.open',
    title: 'Command palette',
    shortcuts: ['mod+k'],
    whileTyping: true,
    enabled: () => true,
    run: (ctx) => ctx.openPalette(),
  },
  {
    id: 'edit.undo',
    title: 'Undo',
    shortcuts: ['mod+z'],
    enabled: ({ editor }) => editor.history.canUndo(),
    run: ({ editor }) => editor.history.undo(),
  },
  {
    id: 'edit.redo',
    title: 'Redo',
    shortcuts: ['mod+shift+z', 'mod+y'],
    enabled: ({ editor }) => editor.history.canRedo(),
    run: ({ editor }) => editor.history.redo(),
  },
  {
    id: 'edit.delete',
    title: 'Delete selection',
    shortcuts: ['delete', 'backspace'],
    destructive: true,
    enabled: (ctx) => canEdit(ctx) && hasSelection(ctx),
    run: ({ editor }) => editor.nodes.delete([...editor.selection.ids()]),
  },
  {
    id: 'edit.copy',
    title: 'Copy',
    shortcuts: ['mod+c'],
    clipboardEvent: 'copy',
    enabled: hasSelection,
    run: (ctx) => writeClipboard(ctx, ctx.editor.clipboard.copy()),
  },
  {
    id: 'edit.cut',
    title: 'Cut',
    shortcuts: ['mod+x'],
    clipboardEvent: 'cut',
    enabled: (ctx) => canEdit(ctx) && hasSelection(ctx),
    run: async (ctx) => {
      const text = ctx.editor.clipboard.copy();
      await writeClipboard(ctx, text);
      ctx.editor.nodes.delete([...ctx.editor.selection.ids()]);
    },
  },
  {
    id: 'edit.paste',
    title: 'Paste',
    shortcuts: ['mod+v'],
    clipboardEvent: 'paste',
    enabled: canEdit,
    run: async (ctx) => {
      const text = await ctx.clipboard.readText().catch(() => undefined);
      if (text === undefined) {
        ctx.notify({
          kind: 'warning',
          title: 'Cannot read the clipboard',
          description: 'Press Ctrl+V (⌘V) instead.',
        });
        return;
      }
      pasteText(ctx, text);
    },
  },
  {
    id: 'edit.duplicate',
    title: 'Duplicate',
    shortcuts: ['mod+d'],
    enabled: (ctx) => canEdit(ctx) && hasSelection(ctx),
    run: ({ editor }) => {
      editor.clipboard.duplicate();
    },
  },
  {
    id: 'edit.selectAll',
    title: 'Select all',
    shortcuts: ['mod+a'],
    enabled: ({ editor }) => editor.view.levelNodeIds().length > 0,
    run: ({ editor }) => editor.selection.selectAll(),
  },
  {
    id: 'edit.cancel',
    title: 'Cancel gesture or clear selection',
    shortcuts: ['escape'],
    enabled: () => true,
    run: ({ editor }) => {
      if (!editor.tools.cancel()) editor.selection.clear();
    },
  },
  {
    id: 'view.frameSelection',
    title: 'Frame selection',
    shortcuts: ['f'],
    enabled: ({ editor }) => editor.view.viewportController() !== undefined,
    run: ({ editor }) => editor.view.viewportController()?.zoomToSelection(),
  },
  {
    id: 'view.zoomToFit',
    title: 'Zoom to fit',
    shortcuts: ['shift+1'],
    enabled: ({ editor }) => editor.view.viewportController() !== undefined,
    run: ({ editor }) => editor.view.viewportController()?.zoomToFit(),
  },
  {
    // the creation list Tab opens at the pointer, here at the centre of the visible canvas
    id: 'canvas.tabMenu',
    title: 'Open tab menu',
    shortcuts: [],
    enabled: (ctx) => canEdit(ctx) && canvasOf(ctx.editor) !== undefined,
    run: ({ editor }) => canvasOf(editor)?.openTabMenu(),
  },
  {
    // spec 1 §9: toasts stay until closed; this closes every one at once
    id: 'notifications.dismissAll',
    title: 'Dismiss all notifications',
    shortcuts: ['shift+escape'],
    whileTyping: true,
    keywords: ['toasts', 'close notifications', 'clear'],
    enabled: () => toastsStore.getState().toasts.length > 0,
    run: () => toastsStore.getState().dismissAll(),
  },
  {
    // spec 1 §9: the recently selected nodes (100), walked like a browser's history
    id: 'selection.back',
    title: 'Go back to the previously selected node',
    shortcuts: ['['],
    keywords: ['recently selected', 'history', 'previous node'],
    enabled: () => true,
    run: ({ editor }) => {
      walkSelectionHistory(editor, -1, jumpToNode);
    },
  },
  {
    id: 'selection.forward',
    title: 'Go forward to the next selected node',
    shortcuts: [']'],
    keywords: ['recently selected', 'history', 'next node'],
    enabled: () => true,
    run: ({ editor }) => {
      walkSelectionHistory(editor, 1, jumpToNode);
    },
  },
  {
    id: 'level.up',
    title: 'Go up one level',
    shortcuts: [],
    enabled: ({ editor }) => editor.view.levelPath().length > 1,
    run: ({ editor }) => {
      const path = editor.view.levelPath();
      if (path.length > 1) editor.view.goToLevel(path[path.length - 2].id);
    },
  },
];
