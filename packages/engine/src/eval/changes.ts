import type { Connection, GraphNode } from '../model/index.js';

/** A change to the graph, as the evaluator needs to hear of it to mark what is Dirty. */
export type GraphChange =
  | { type: 'nodeAdded'; node: GraphNode }
  | { type: 'nodeRemoved'; node: GraphNode }
  | { type: 'nodeUpdated'; before: GraphNode; after: GraphNode }
  | { type: 'connectionAdded'; connection: Connection }
  | { type: 'connectionRemoved'; connection: Connection };

/** Whether an update can change what the node computes (moves, sizes, colours and comments cannot). */
export function updateMatters(before: GraphNode, after: GraphNode): boolean {
  return (
    before.definitionName !== after.definitionName ||
    before.name !== after.name ||
    before.parentId !== after.parentId ||
    before.params !== after.params ||
    before.customParams !== after.customParams ||
    before.flags !== after.flags ||
    before.unpacked !== after.unpacked ||
    before.udnId !== after.udnId
  );
}
