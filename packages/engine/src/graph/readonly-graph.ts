import type { ConnectionWithId, Graph, GraphNode } from '../model/index.js';

/**
 * The read API of GraphState: what evaluation, views and commands may see of the live graph.
 * Nodes are replaced, never mutated, on change, so a reference comparison tells whether a node changed.
 */
export interface ReadonlyGraph {
  getNode(id: string): GraphNode | undefined;
  hasNode(id: string): boolean;
  nodes(): IterableIterator<GraphNode>;
  readonly nodeCount: number;
  /** ids of the children of a node, or of Root when absent */
  childrenOf(parentId?: string): ReadonlySet<string>;
  /** the child id with that name on a level (Root when parentId is undefined) */
  childByName(parentId: string | undefined, name: string): string | undefined;
  /** names used on a level */
  namesOnLevel(parentId?: string): IterableIterator<string>;
  getConnection(id: string): ConnectionWithId | undefined;
  connections(): IterableIterator<ConnectionWithId>;
  readonly connectionCount: number;
  /** wires leaving a node */
  connectionsFrom(nodeId: string): readonly ConnectionWithId[];
  /** wires entering a node */
  connectionsTo(nodeId: string): readonly ConnectionWithId[];
  /** wires entering one input, sorted by order */
  connectionsToInput(nodeId: string, inputIdentifier: string): readonly ConnectionWithId[];
  /** ids of nodes that hold at least one expression */
  nodesWithExpressions(): ReadonlySet<string>;
  /** a {nodes, connections} snapshot in the spec's entity shapes */
  toGraph(): Graph;
}

/**
 * A view that forwards the read API to `graph` and has nothing else, so a caller cannot reach the
 * write API by a cast. It reads the live graph: no copy is taken.
 */
export function readonlyView(graph: ReadonlyGraph): ReadonlyGraph {
  return Object.freeze({
    getNode: (id: string) => graph.getNode(id),
    hasNode: (id: string) => graph.hasNode(id),
    nodes: () => graph.nodes(),
    get nodeCount() {
      return graph.nodeCount;
    },
    childrenOf: (parentId?: string) => graph.childrenOf(parentId),
    childByName: (parentId: string | undefined, name: string) => graph.childByName(parentId, name),
    namesOnLevel: (parentId?: string) => graph.namesOnLevel(parentId),
    getConnection: (id: string) => graph.getConnection(id),
    connections: () => graph.connections(),
    get connectionCount() {
      return graph.connectionCount;
    },
    connectionsFrom: (nodeId: string) => graph.connectionsFrom(nodeId),
    connectionsTo: (nodeId: string) => graph.connectionsTo(nodeId),
    connectionsToInput: (nodeId: string, input: string) => graph.connectionsToInput(nodeId, input),
    nodesWithExpressions: () => graph.nodesWithExpressions(),
    toGraph: () => graph.toGraph(),
  });
}
