import type { GraphChange } from '../graph/changes.js';
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

/** Whether a batch can change what any node computes (a drag or a recolour cannot). */
export function changesEvaluation(changes: readonly GraphChange[]): boolean {
  return changes.some((c) => c.type !== 'nodeUpdated' || updateMatters(c.before, c.after));
}

/**
 * Whether a batch changes the graph's shape: nodes or wires come or go, or a node changes level,
 * definition or UDN. Node warnings (singletons, contexts, UDN versions) follow the shape only.
 */
export function changesStructure(changes: readonly GraphChange[]): boolean {
  return changes.some(
    (c) =>
      c.type !== 'nodeUpdated' ||
      c.before.parentId !== c.after.parentId ||
      c.before.definitionName !== c.after.definitionName ||
      c.before.udnId !== c.after.udnId,
  );
}
