import { pathOf } from '@nodeloom/engine';
import { canvasOf } from '../../actions/canvas-bridge.js';
import { type CommandContext, commandById, runCommand, shortcutLabel } from '../../actions/commands.js';
import { formatShortcut } from '../../base/shortcuts.js';
import { NODE_COLORS } from '../../graph-editor/menus/menu-target.js';
import { openDialog } from '../../state/dialogs.js';
import { udnActions } from '../../udn/udn-actions.js';
import { dialogCommandId } from '../commands.js';
import { dialogById } from '../registry.js';

export type QuickActionGroup = 'Node' | 'Colour' | 'UDN' | 'Library' | 'Help';

/** One entry of the quick actions list; `run` is an existing command, dialog or editor call. */
export interface QuickAction {
  id: string;
  label: string;
  group: QuickActionGroup;
  /** as a tooltip shows it ('Ctrl+D') */
  shortcut?: string;
  /** a colour's swatch */
  swatch?: string;
  run(): void;
}

/** What the quick actions offer for the current selection (empty when nothing is selected). */
export function quickActions(ctx: CommandContext): QuickAction[] {
  const { editor } = ctx;
  const ids = [...editor.selection.ids()];
  const node = ids.length > 0 ? editor.nodes.get(ids[0]) : undefined;
  if (!node) return [];
  const one = ids.length === 1;
  const canEdit = !editor.readOnly;
  const actions: QuickAction[] = [];
  const add = (action: QuickAction, when = true) => {
    if (when) actions.push(action);
  };
  const command = (id: string, label: string, group: QuickActionGroup) =>
    add(
      { id, label, group, shortcut: shortcutLabel(id) || undefined, run: () => runCommand(id, ctx) },
      commandById(id)?.enabled(ctx) === true,
    );
  const dialog = (id: string, label: string, group: QuickActionGroup, args?: unknown) => {
    const descriptor = dialogById(id);
    const shortcut = descriptor?.shortcuts?.[0];
    add(
      {
        id: dialogCommandId(id),
        label,
        group,
        shortcut: shortcut ? formatShortcut(shortcut) : undefined,
        run: () => openDialog(id, args),
      },
      descriptor !== undefined && (descriptor.enabled?.(ctx) ?? true),
    );
  };

  const canvas = canvasOf(editor);
  add(
    { id: 'node.rename', label: 'Rename', group: 'Node', run: () => canvas?.startRename(node.id) },
    one && canEdit && canvas !== undefined,
  );
  const canEnter = editor.nodes.definitionOf(node.id)?.hasSubLevel === true || node.unpacked === true;
  add(
    { id: 'node.enter', label: 'Enter level', group: 'Node', run: () => editor.view.enterLevel(node.id) },
    one && canEnter,
  );
  command('edit.duplicate', 'Duplicate', 'Node');
  add({
    id: 'node.copyPath',
    label: ids.length > 1 ? 'Copy paths' : 'Copy path',
    group: 'Node',
    run: () => {
      const paths = ids.map((id) => pathOf(editor.graph, id)).join('\n');
      ctx.clipboard.writeText(paths).then(
        () => ctx.notify({ kind: 'success', title: ids.length > 1 ? 'Paths copied' : 'Path copied' }),
        (error: unknown) =>
          ctx.notify({ kind: 'warning', title: 'Cannot use the clipboard', description: String(error) }),
      );
    },
  });
  const bypassed = node.flags.bypass === true;
  add(
    {
      id: 'node.bypass',
      label: bypassed ? 'Stop bypassing' : 'Bypass',
      group: 'Node',
      run: () => editor.nodes.setFlag(ids, 'bypass', !bypassed),
    },
    canEdit,
  );
  command('edit.delete', 'Delete', 'Node');
  for (const colour of NODE_COLORS)
    add(
      {
        id: `node.colour.${colour.name}`,
        label: `Colour: ${colour.name}`,
        group: 'Colour',
        swatch: colour.value,
        run: () => editor.nodes.setColor(ids, colour.value),
      },
      canEdit,
    );
  if (one)
    for (const action of udnActions(editor, node))
      add({ id: `udn.${action.label}`, label: action.label, group: 'UDN', run: action.run });
  dialog('snippetSave', 'Save as snippet…', 'Library');
  if (one) dialog('nodePresets', 'Save preset…', 'Library', { nodeId: node.id });
  dialog('nodeHelp', 'Node help', 'Help', { nodeId: node.id });
  dialog('nodeInfo', 'Node info', 'Help', { nodeId: node.id });
  return actions;
}
