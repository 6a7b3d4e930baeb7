import { CREATION_MESSAGES, NodeError } from '../errors/index.js';
import type { GraphState } from '../graph/index.js';
import {
  CONTEXT_DEFINITIONS,
  type DefinitionRegistry,
  type GraphNode,
  LEVEL_DEFINITION,
  ROOT_CONTEXT_IDS,
} from '../model/index.js';
import { nodeDefinition } from '../udn/library.js';

/**
 * Whether a node may hold children (spec 2 §5 Node creation): a level node, an unpacked UDN or a
 * context node, whose definition allows a sub-level.
 */
export function hostsSubLevel(registry: DefinitionRegistry, node: GraphNode): boolean {
  if (node.unpacked === true) return true;
  const kind = node.definitionName === LEVEL_DEFINITION || CONTEXT_DEFINITIONS.has(node.definitionName);
  return kind && nodeDefinition(registry, node)?.hasSubLevel === true;
}

/** Throws unless a node may be placed under `parentId` (absent: Root). */
export function checkParent(
  state: GraphState,
  registry: DefinitionRegistry,
  nodeId: string,
  parentId: string | undefined,
  allowWithoutParent = false,
): void {
  if (parentId === undefined) {
    if (ROOT_CONTEXT_IDS.has(nodeId) || allowWithoutParent) return;
    throw new NodeError('InvalidParent', CREATION_MESSAGES.noParent);
  }
  const parent = state.getNode(parentId);
  if (!parent) throw new NodeError('InvalidParent', `Parent node not found: ${parentId}`);
  if (!hostsSubLevel(registry, parent))
    throw new NodeError('InvalidParent', CREATION_MESSAGES.invalidParent(parent.name));
}
