import type { ContextName, ReadonlyGraph } from '@nodeloom/engine';
import { CONTEXT_DEFINITIONS } from '@nodeloom/engine';

/** The root context (markup, task, function) a level sits in, or undefined at the project's root. */
export function levelContext(
  graph: Pick<ReadonlyGraph, 'getNode'>,
  levelId: string,
): ContextName | undefined {
  let node = graph.getNode(levelId);
  while (node?.parentId) node = graph.getNode(node.parentId);
  return node && CONTEXT_DEFINITIONS.has(node.definitionName)
    ? (node.definitionName as ContextName)
    : undefined;
}
