import type { ConnectionWithId, Graph, GraphNode } from '../model/index.js';

/**
 * One change GraphState made: the graph's vocabulary for "what changed", heard by evaluation,
 * saving, the canvas and collaboration alike (through `Project.onChange`).
 */
export type GraphChange =
  | { type: 'nodeAdded'; node: GraphNode }
  | { type: 'nodeRemoved'; node: GraphNode }
  | { type: 'nodeUpdated'; before: GraphNode; after: GraphNode }
  | { type: 'connectionAdded'; connection: ConnectionWithId }
  | { type: 'connectionRemoved'; connection: ConnectionWithId };

/**
 * Folds changes onto a graph snapshot (nodes by id, connections by id) and returns the new one; the
 * input is not touched. Folding every published batch onto the starting graph gives the live graph.
 */
export function applyGraphChanges(graph: Graph, changes: readonly GraphChange[]): Graph {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const connections = new Map(graph.connections.map((c) => [c.id, c]));
  for (const change of changes) {
    switch (change.type) {
      case 'nodeAdded':
        nodes.set(change.node.id, change.node);
        break;
      case 'nodeUpdated':
        nodes.set(change.after.id, change.after);
        break;
      case 'nodeRemoved':
        nodes.delete(change.node.id);
        break;
      case 'connectionAdded':
        connections.set(change.connection.id, change.connection);
        break;
      case 'connectionRemoved':
        connections.delete(change.connection.id);
        break;
    }
  }
  return { nodes: [...nodes.values()], connections: [...connections.values()] };
}
