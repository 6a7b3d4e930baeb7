import { ROOT_ID } from '@nodeloom/engine';
import type { EditorApi } from '../editor/index.js';

/**
 * Goes to a node wherever it is: opens its level, selects it and frames it (find and replace's
 * results, the searcher, the node picker). Returns false when the node no longer exists.
 */
export function jumpToNode(editor: EditorApi, nodeId: string): boolean {
  const node = editor.nodes.get(nodeId);
  if (!node) return false;
  editor.view.goToLevel(node.parentId ?? ROOT_ID);
  editor.selection.select([node.id]);
  editor.view.viewportController()?.zoomToSelection();
  return true;
}
