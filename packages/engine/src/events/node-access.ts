import { NodeNotFoundError } from '../errors/index.js';
import type { GraphState } from '../graph/index.js';
import type { GraphNode } from '../model/index.js';
import { copyNode } from '../model/node-copy.js';

/** The node or NodeNotFound ('Node not found: {id}'). */
export function requireNode(state: GraphState, id: string): GraphNode {
  const node = state.getNode(id);
  if (!node) throw new NodeNotFoundError(id);
  return node;
}

/** Replaces a node with a changed copy. */
export function patchNode(state: GraphState, node: GraphNode, patch: Partial<GraphNode>): GraphNode {
  const next = Object.assign(copyNode(node), patch);
  state.setNode(next);
  return next;
}

/**
 * Replaces a node with a copy that has one field changed (the replay hot path: no patch object);
 * in an unobserved replay, a copy that replay made is written in place instead (GraphState
 * writeField). Callers read what they need of the old node before.
 */
export function setField<K extends keyof GraphNode>(
  state: GraphState,
  node: GraphNode,
  field: K,
  value: GraphNode[K],
): void {
  state.writeField(node, field, value);
}

/** Ids of a node's descendants, parents before children (breadth first). */
export function descendantsOf(state: GraphState, id: string): string[] {
  const out: string[] = [];
  let frontier = [...state.childrenOf(id)];
  while (frontier.length > 0) {
    out.push(...frontier);
    frontier = frontier.flatMap((child) => [...state.childrenOf(child)]);
  }
  return out;
}
