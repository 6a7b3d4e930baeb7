import type { GraphState } from '../graph/index.js';
import { type GraphNode, ROOT_ID } from '../model/index.js';

/**
 * Node paths (spec 2 §5 Paths, §9 path syntax): '/' separates, '.' is the current level, '..' its
 * parent, a leading '/' starts at Root. Absolute paths contain no '//' and no '.'; relative paths
 * may use '.' and '..' segments. A path resolves to a node id, or to ROOT_ID for Root itself.
 */
export function isAbsolutePath(path: string): boolean {
  return path.startsWith('/');
}

/** Why a path is invalid, or undefined when it is valid. */
export function pathProblem(path: string): string | undefined {
  if (path.length === 0) return 'Path is empty';
  if (path.includes('//')) return `Invalid path ${path}: it contains '//'`;
  if (isAbsolutePath(path) && path.includes('.'))
    return `Invalid path ${path}: an absolute path cannot contain '.'`;
  return undefined;
}

export function isValidPath(path: string): boolean {
  return pathProblem(path) === undefined;
}

/** The level a relative path starts from: a node id, or undefined for Root. */
export type LevelId = string | undefined;

function levelKey(level: LevelId): string {
  return level ?? ROOT_ID;
}

/**
 * Resolves a path to a node id (or ROOT_ID) from `fromLevel` (relative paths); undefined when no
 * node matches or the path is invalid.
 */
export function resolvePath(state: GraphState, path: string, fromLevel?: LevelId): string | undefined {
  if (!isValidPath(path)) return undefined;
  let current: string = isAbsolutePath(path) ? ROOT_ID : levelKey(fromLevel);
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (current === ROOT_ID) return undefined;
      current = levelKey(state.getNode(current)?.parentId);
      continue;
    }
    const next = state.childByName(current === ROOT_ID ? undefined : current, segment);
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

/** The absolute path of a node ('/' for Root); any graph view with getNode will do. */
export function pathOf(state: Pick<GraphState, 'getNode'>, nodeId: string): string {
  if (nodeId === ROOT_ID) return '/';
  const names: string[] = [];
  let node = state.getNode(nodeId);
  while (node) {
    names.push(node.name);
    node = node.parentId === undefined ? undefined : state.getNode(node.parentId);
  }
  return '/' + names.reverse().join('/');
}

/** The node at a path (from `fromLevel` for relative paths); undefined for Root or when none matches. */
export function nodeAtPath(state: GraphState, path: string, fromLevel?: LevelId): GraphNode | undefined {
  const id = resolvePath(state, path, fromLevel);
  return id === undefined || id === ROOT_ID ? undefined : state.getNode(id);
}
