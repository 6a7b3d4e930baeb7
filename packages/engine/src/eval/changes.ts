import type { GraphNode } from '../model/index.js';

/** The graph's change vocabulary, which the evaluator hears to mark what is Dirty. */
export type { GraphChange } from '../graph/changes.js';

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
