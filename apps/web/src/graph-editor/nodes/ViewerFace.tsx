import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import type { ReactNode } from 'react';
import { NodeName } from './NodeName.js';
import { ViewerBody } from './ViewerBody.js';

/**
 * A viewer node's face: its title bar (name, definition, status badges) unless its showTitleBar
 * param is off (spec 2 §3), and its body. Both canvases show it: the xyflow node view, and the GPU
 * canvas's DOM body over the drawn frame.
 */
export function ViewerFace({
  node,
  definition,
  readOnly,
  statusBadges,
}: {
  node: GraphNode;
  definition: NodeDefinition | undefined;
  readOnly: boolean;
  statusBadges: ReactNode;
}) {
  return (
    <>
      {node.params.showTitleBar?.value === false ? (
        <span className="gc-visually-hidden">{node.name}</span>
      ) : (
        <header className="gc-viewer-header">
          <NodeName id={node.id} name={node.name} readOnly={readOnly} />
          <span className="gc-node-definition">{node.definitionName}</span>
          {statusBadges}
        </header>
      )}
      <div className="gc-viewer-body">
        <ViewerBody node={node} definition={definition} />
      </div>
    </>
  );
}
