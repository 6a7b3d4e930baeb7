import type { EditorApi } from '../../editor/index.js';

/** Args: the node whose wires the picker shows; opened by W or the palette, the keyboard's node. */
export interface WirePickerArgs {
  nodeId?: string;
}

/**
 * The node the picker is about: the one it was opened on, else the node the keyboard is on
 * (editor.nodeFocus), else the only selected node; several selected and none focused is none.
 */
export function wirePickerNodeId(editor: EditorApi, args?: WirePickerArgs): string | undefined {
  if (args?.nodeId && editor.nodes.get(args.nodeId)) return args.nodeId;
  const focused = editor.nodeFocus.current();
  if (focused) return focused;
  const selection = editor.selection.ids();
  return selection.size === 1 ? selection.values().next().value : undefined;
}
