import { type GraphNode, type ReadonlyGraph, ROOT_ID } from '@nodeloom/engine';

/** The jump code a node carries (spec 2 §3: viewer nodes and sticky notes; -1 or absent: none). */
export function jumpCodeOf(node: GraphNode): number | undefined {
  const value = node.params.jumpCode?.value;
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code <= 9 ? code : undefined;
}

/**
 * The node a digit jumps to: one with that jump code on the current level first (what the user is
 * looking at), else the first one anywhere in the project; undefined when none has it.
 */
export function jumpTarget(graph: ReadonlyGraph, currentLevel: string, digit: number): GraphNode | undefined {
  let elsewhere: GraphNode | undefined;
  for (const node of graph.nodes()) {
    if (jumpCodeOf(node) !== digit) continue;
    if ((node.parentId ?? ROOT_ID) === currentLevel) return node;
    elsewhere ??= node;
  }
  return elsewhere;
}
