import type { Connection, GraphNode } from '../model/index.js';

/**
 * The narrow read view the evaluator needs. The engine's GraphState satisfies it as is; the
 * CLI and tests may give any other implementation.
 */
export interface EvalGraph {
  getNode(id: string): GraphNode | undefined;
  nodes(): Iterable<GraphNode>;
  /** ids of the children of a node, or of Root when absent */
  childrenOf(parentId?: string): Iterable<string>;
  childByName(parentId: string | undefined, name: string): string | undefined;
  connectionsFrom(nodeId: string): readonly Connection[];
  connectionsTo(nodeId: string): readonly Connection[];
  /** wires entering one input, sorted by order */
  connectionsToInput(nodeId: string, inputIdentifier: string): readonly Connection[];
}

/**
 * Resolves a node path to a node id (as the engine's paths module does, over the narrow view).
 * Absolute paths start at Root (`/hex/page/header`) and may not hold `.` or `//` (spec 2 §5
 * Paths). Relative paths start at `fromLevel`, the level of the node that names the path:
 * `box` is a sibling, `.` the level itself, `../box` a node of the level above.
 */
export function resolveNodePath(
  graph: EvalGraph,
  fromLevel: string | undefined,
  path: string,
): string | undefined {
  const absolute = path.startsWith('/');
  if (path === '' || path.includes('//') || (absolute && path.includes('.'))) return undefined;
  let current: string | undefined = absolute ? undefined : fromLevel;
  let atRoot = absolute || fromLevel === undefined;
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (atRoot) return undefined;
      current = graph.getNode(current!)?.parentId;
      atRoot = current === undefined;
      continue;
    }
    const child = graph.childByName(current, segment);
    if (child === undefined) return undefined;
    current = child;
    atRoot = false;
  }
  return atRoot ? undefined : current;
}

/** The absolute path of a node, e.g. /fex/math/plus. */
export function nodePath(graph: EvalGraph, id: string): string {
  const names: string[] = [];
  for (let node = graph.getNode(id); node; node = node.parentId ? graph.getNode(node.parentId) : undefined) {
    names.unshift(node.name);
  }
  return '/' + names.join('/');
}

/** The context definition (htmlContext, taskContext, functionContext) a node sits under, if any. */
export function rootOf(graph: EvalGraph, id: string): GraphNode | undefined {
  let node = graph.getNode(id);
  while (node?.parentId) node = graph.getNode(node.parentId);
  return node;
}
