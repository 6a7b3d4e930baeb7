import type { GraphNode } from './node.js';

/**
 * A shallow copy of a node to change before it replaces the old one (nodes are copy on write).
 * Built field by field in one order, not with `{ ...node, field }`: every copy then shares one
 * object shape, and V8 copies it about ten times faster than a spread with an override (replay
 * copies a node per event). Optional fields are copied only when present, as a spread would.
 * The parent (every node but a root has one) is in the literal: a field added after it goes to a
 * separate property array, one more object to read per node (and V8 keeps the identity hash that
 * the replay's owned-copy set looks up there). A root's copy drops the key again.
 */
export function copyNode(node: GraphNode): GraphNode {
  const copy: GraphNode = {
    id: node.id,
    definitionName: node.definitionName,
    name: node.name,
    position: node.position,
    size: node.size,
    color: node.color,
    comment: node.comment,
    params: node.params,
    customParams: node.customParams,
    flags: node.flags,
    parentId: node.parentId,
  };
  // Only the root and its contexts have no parent: dropping the key keeps their copies equal to a
  // spread's, and costs nothing that matters for a handful of nodes.
  if (node.parentId === undefined) delete copy.parentId;
  if (node.trayNodeId !== undefined) copy.trayNodeId = node.trayNodeId;
  if (node.unpacked !== undefined) copy.unpacked = node.unpacked;
  if (node.isGhost !== undefined) copy.isGhost = node.isGhost;
  if (node.udnId !== undefined) copy.udnId = node.udnId;
  if (node.udnRepackMappings !== undefined) copy.udnRepackMappings = node.udnRepackMappings;
  if (node.udnUpdateStrategy !== undefined) copy.udnUpdateStrategy = node.udnUpdateStrategy;
  return copy;
}

/**
 * node[field] = value with a named store for the fields replay changes most: a store through a
 * varying key is megamorphic in V8 (a stub cache probe per write), a named one is not.
 */
export function setNodeField<K extends keyof GraphNode>(
  node: GraphNode,
  field: K,
  value: GraphNode[K],
): void {
  const v = value as never;
  if (field === 'position') node.position = v;
  else if (field === 'params') node.params = v;
  else if (field === 'color') node.color = v;
  else if (field === 'flags') node.flags = v;
  else if (field === 'comment') node.comment = v;
  else if (field === 'size') node.size = v;
  else node[field] = value;
}
