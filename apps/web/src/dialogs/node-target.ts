import type { EditorApi } from '../editor/index.js';

/** What the node dialogs are opened on: a node, or for help a definition by name. */
export interface NodeTarget {
  nodeId?: string;
  definitionName?: string;
}

/** The node a node dialog shows: the one it was opened on, else the first selected one. */
export function targetNodeId(editor: EditorApi, args: NodeTarget | undefined): string | undefined {
  if (args?.nodeId) return args.nodeId;
  return editor.selection.ids().values().next().value;
}
