import type { EditorApi } from '../../../editor/index.js';

const ROOT_LEVEL = 'Root';

/**
 * Shows a log line's node: opens its level, selects it and frames it on the canvas (once the
 * canvas has drawn the level). Returns false when the node is gone.
 */
export function jumpToNode(editor: EditorApi, nodeId: string): boolean {
  const node = editor.nodes.get(nodeId);
  if (!node) return false;
  const level = node.parentId ?? ROOT_LEVEL;
  if (editor.view.levelId() !== level) editor.view.goToLevel(level);
  editor.selection.select([nodeId], 'replace');
  // the canvas may re-render for the new level first; frame after it has
  requestAnimationFrame(() => editor.view.viewportController()?.zoomToSelection());
  return true;
}
