import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { glanceEntries } from '../model/glance.js';

/** The node's glanced params ("Show on node" in the parameter editor), label and value, under it. */
export function NodeGlance({
  node,
  definition,
}: {
  node: GraphNode;
  definition: NodeDefinition | undefined;
}) {
  const entries = glanceEntries(node, definition);
  if (entries.length === 0) return null;
  return (
    // a labelled group around the list: a <dl> has no role that may carry a name
    <div className="gc-node-glance" role="group" aria-label={`${node.name} at a glance`}>
      <dl>
        {entries.map((e) => (
          <div key={e.name} className="gc-node-glance-row">
            <dt>{e.label}</dt>
            <dd>{e.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
