import { connectionFields, type EventInput } from '../events/index.js';
import type { Graph, GraphNode } from '../model/index.js';

/**
 * A saved graph ({nodes, connections}, as the server answers it) as bootstrap events for
 * Project.init: parents before children (any order on the server), then the wires.
 * A node whose parent is missing keeps its place in the order and the engine judges it.
 */
export function graphToBootstrapEvents(graph: Graph): EventInput[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const ordered: GraphNode[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (node: GraphNode): void => {
    if (placed.has(node.id) || visiting.has(node.id)) return;
    visiting.add(node.id);
    const parent = node.parentId === undefined ? undefined : byId.get(node.parentId);
    if (parent) place(parent);
    visiting.delete(node.id);
    placed.add(node.id);
    ordered.push(node);
  };
  for (const node of graph.nodes) place(node);
  return [
    ...ordered.map((node): EventInput => ({ eventType: 'nodeBootstrapped', node })),
    ...graph.connections.map(
      (wire): EventInput => ({ eventType: 'connectionCreated', connection: connectionFields(wire) }),
    ),
  ];
}
