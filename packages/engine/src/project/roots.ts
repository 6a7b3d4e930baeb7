import { defaultParams } from '../events/index.js';
import type { GraphState } from '../graph/index.js';
import {
  CONTEXT_NODE_COLOR,
  DEFAULT_NODE_SIZE,
  type DefinitionRegistry,
  type GraphNode,
  LEVEL_DEFINITION,
  ROOT_CONTEXTS,
} from '../model/index.js';

/** A root context node (ids hex, tex, fex; colour #ffffff; y 0, 100, 100), named after its id. */
export function rootContextNode(registry: DefinitionRegistry, id: string): GraphNode {
  const root = ROOT_CONTEXTS.find((c) => c.id === id)!;
  const definition = registry.get(root.definitionName);
  return {
    id: root.id,
    definitionName: root.definitionName,
    name: root.id,
    position: { ...root.position },
    size: { ...(definition?.editorConfig.size ?? DEFAULT_NODE_SIZE) },
    color: CONTEXT_NODE_COLOR,
    comment: '',
    params: definition ? defaultParams(definition) : {},
    customParams: {},
    flags: {},
  };
}

/**
 * Roots and migrations (spec 2 §4): older level roots become context nodes (done in place), and
 * the root contexts that are missing are returned to be bootstrapped: all three for an empty
 * project, the function context when only it is missing.
 */
export function migrateRoots(state: GraphState, registry: DefinitionRegistry): GraphNode[] {
  for (const root of ROOT_CONTEXTS) {
    const node = state.getNode(root.id);
    if (node && node.parentId === undefined && node.definitionName === LEVEL_DEFINITION) {
      state.setNode({ ...node, definitionName: root.definitionName, color: CONTEXT_NODE_COLOR });
    }
  }
  const missing =
    state.nodeCount === 0
      ? ROOT_CONTEXTS
      : ROOT_CONTEXTS.filter((r) => r.id === 'fex' && !state.hasNode('fex'));
  return missing.map((r) => rootContextNode(registry, r.id));
}
