import type { EditorApi } from '../../editor/index.js';
import { nodeDescription } from './node-description.js';

/** The id of the element holding a node's description (its element's aria-describedby). */
export const nodeDescriptionId = (nodeId: string) => `gc-node-description-${nodeId}`;

/** A node's accessible description read from the editor (the same reads the canvas draws with). */
export function describeNode(editor: EditorApi, nodeId: string): string {
  const node = editor.nodes.get(nodeId);
  if (!node) return '';
  return nodeDescription({
    node,
    definition: editor.nodes.definitionOf(nodeId),
    levelPath: editor.view.levelPath().map((crumb) => crumb.name),
    connections: editor.view.levelConnections(),
    nameOf: (id) => editor.nodes.get(id)?.name,
    outputs: editor.evaluation.outputs(nodeId),
    status: editor.evaluation.status(nodeId),
  });
}
