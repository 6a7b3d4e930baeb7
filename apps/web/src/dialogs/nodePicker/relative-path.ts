import type { ReadonlyGraph } from '@nodeloom/engine';

/** The ids from Root down to a level, Root (undefined) first. */
function chainTo(graph: Pick<ReadonlyGraph, 'getNode'>, levelId: string | undefined): (string | undefined)[] {
  const chain: (string | undefined)[] = [];
  for (let id = levelId; id !== undefined; id = graph.getNode(id)?.parentId) chain.unshift(id);
  return [undefined, ...chain];
}

/**
 * The path from a level (a node id, undefined for Root) to a node, as node-path params store it
 * (spec 2 §9): relative, so it keeps working when the level is copied or moved — 'sibling',
 * 'child/grandchild', '../uncle', '.' for the level itself, '..' for its parent.
 */
export function relativePath(
  graph: Pick<ReadonlyGraph, 'getNode'>,
  fromLevel: string | undefined,
  nodeId: string,
): string {
  const from = chainTo(graph, fromLevel);
  const to = [...chainTo(graph, graph.getNode(nodeId)?.parentId), nodeId];
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  const ups = Array.from({ length: from.length - common }, () => '..');
  const downs = to.slice(common).map((id) => graph.getNode(id as string)?.name ?? '');
  const path = [...ups, ...downs].join('/');
  return path === '' ? '.' : path;
}
