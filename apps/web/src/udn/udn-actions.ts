import { type GraphNode, LEVEL_DEFINITION } from '@nodeloom/engine';
import type { EditorApi } from '../editor/index.js';
import { openDialog } from '../state/dialogs.js';

/** One UDN command on a node, as a menu or a list shows it. */
export interface UdnAction {
  label: string;
  run(): void;
}

/**
 * What can be done to a node as a UDN (spec 2 §4): pack a level, unpack or repack a UDN, save an
 * unpacked one as a new version, change its version. Nothing in a read-only project. The node's
 * context menu and the node quick actions both list these.
 */
export function udnActions(editor: EditorApi, node: GraphNode): UdnAction[] {
  if (editor.readOnly) return [];
  const nodeId = node.id;
  if (!node.udnId) {
    return node.definitionName === LEVEL_DEFINITION
      ? [{ label: 'Pack into UDN…', run: () => openDialog('udnCreator', { nodeId }) }]
      : [];
  }
  return node.unpacked
    ? [
        { label: 'Save as new UDN version…', run: () => openDialog('udnEditor', { nodeId }) },
        { label: 'Repack UDN', run: () => editor.udns.repack(nodeId) },
      ]
    : [
        { label: 'Unpack UDN', run: () => editor.udns.unpack(nodeId) },
        { label: 'Change UDN version…', run: () => openDialog('udnUpgrade', { nodeId }) },
      ];
}
