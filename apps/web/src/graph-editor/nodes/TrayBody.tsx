import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { textNodeStyle } from '../model/text-node-style.js';
import { NodeName } from './NodeName.js';

/**
 * A tray's face (spec 2 §3 trayNode): its title bar (the node's name, editable) when showTitleBar
 * is on, and its text in its own font, colour, size, weight and alignment. The fill and outline
 * follow showBackground and showBorder on the node itself (displayToggleClasses).
 */
export function TrayBody({
  node,
  definition,
  readOnly,
}: {
  node: GraphNode;
  definition: NodeDefinition | undefined;
  readOnly: boolean;
}) {
  const text = String(node.params.text?.value ?? '');
  return (
    <div className="gc-tray-face">
      {node.params.showTitleBar?.value === true ? (
        <div className="gc-tray-title">
          <NodeName id={node.id} name={node.name} readOnly={readOnly} />
        </div>
      ) : (
        <span className="gc-visually-hidden">{node.name}</span>
      )}
      {text ? (
        <div className="gc-tray-text" style={textNodeStyle(node, definition)}>
          {text}
        </div>
      ) : null}
    </div>
  );
}
