import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { debugLog } from '../../base/debugFlags.js';
import type { NodeStatusView } from '../../editor/index.js';
import { useValue } from '../../editor-react/index.js';

/** The three narrow reads every node view makes; each keeps its reference until that node changes. */
export function useNodeModel(id: string): {
  node: GraphNode | undefined;
  definition: NodeDefinition | undefined;
  status: NodeStatusView;
} {
  const node = useValue((e) => e.nodes.get(id));
  const definition = useValue((e) => e.nodes.definitionOf(id));
  const status = useValue((e) => e.evaluation.status(id));
  debugLog('nodeHooks', 'useNodeModel', id, node?.name, status.status);
  return { node, definition, status };
}

/** The value arriving at an input of a node: the wired source's output (first wire by order). */
export function useInputValue(nodeId: string, input: string): unknown {
  return useValue((e) => {
    let best: { sourceNode: string; sourceOutputIdentifier: string; order: number } | undefined;
    for (const c of e.view.levelConnections()) {
      if (c.targetNode !== nodeId || c.targetInputIdentifier !== input) continue;
      if (!best || c.order < best.order) best = c;
    }
    return best ? e.evaluation.outputs(best.sourceNode)?.[best.sourceOutputIdentifier] : undefined;
  });
}
