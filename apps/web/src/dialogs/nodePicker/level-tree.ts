import type { IndexedNode } from '../../find/node-index.js';

/** One shown row of the node picker's tree. */
export interface TreeRow {
  node: IndexedNode;
  /** 1 for Root's children (aria-level) */
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** with a filter: the node's own path contains it (not only a level above a match) */
  matched: boolean;
}

export type ChildrenByLevel = ReadonlyMap<string | undefined, readonly IndexedNode[]>;

/** Each level's nodes by name, Root's under undefined. */
export function childrenByLevel(nodes: readonly IndexedNode[]): ChildrenByLevel {
  const byLevel = new Map<string | undefined, IndexedNode[]>();
  for (const node of nodes) {
    const list = byLevel.get(node.parentId);
    if (list) list.push(node);
    else byLevel.set(node.parentId, [node]);
  }
  for (const list of byLevel.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return byLevel;
}

/** How many rows the tree draws at most; a filter finds what is past them. */
export const TREE_ROW_LIMIT = 400;

/**
 * The rows the tree shows, depth first. Without a filter: the expanded levels' nodes. With one:
 * the nodes whose path contains it (name included) and the levels above them, opened.
 */
export function visibleRows(
  children: ChildrenByLevel,
  expanded: ReadonlySet<string>,
  filter: string,
): { rows: TreeRow[]; truncated: boolean } {
  const q = filter.trim().toLowerCase();
  const shown = q ? matchesWithAncestors(children, q) : undefined;
  const matches = (node: IndexedNode) => q !== '' && node.path.toLowerCase().includes(q);
  const rows: TreeRow[] = [];
  let truncated = false;
  const walk = (levelId: string | undefined, depth: number) => {
    for (const node of children.get(levelId) ?? []) {
      if (shown && !shown.has(node.nodeId)) continue;
      if (rows.length >= TREE_ROW_LIMIT) {
        truncated = true;
        return;
      }
      const hasChildren = (children.get(node.nodeId)?.length ?? 0) > 0;
      const open =
        hasChildren && (shown ? hasShownChild(children, node.nodeId, shown) : expanded.has(node.nodeId));
      rows.push({ node, depth, hasChildren, expanded: open, matched: matches(node) });
      if (open) walk(node.nodeId, depth + 1);
    }
  };
  walk(undefined, 1);
  return { rows, truncated };
}

function hasShownChild(children: ChildrenByLevel, levelId: string, shown: ReadonlySet<string>): boolean {
  return (children.get(levelId) ?? []).some((child) => shown.has(child.nodeId));
}

/** Ids of the nodes matching the filter, and of every level above one. */
function matchesWithAncestors(children: ChildrenByLevel, q: string): Set<string> {
  const parentOf = new Map<string, string | undefined>();
  const shown = new Set<string>();
  for (const list of children.values())
    for (const node of list) {
      parentOf.set(node.nodeId, node.parentId);
      // a plain substring of the path (the name is its end): a tree filter should be predictable
      if (node.path.toLowerCase().includes(q)) shown.add(node.nodeId);
    }
  for (const id of [...shown])
    for (let up = parentOf.get(id); up !== undefined && !shown.has(up); up = parentOf.get(up)) shown.add(up);
  return shown;
}

/** The levels to open so that a node is in view: every level above it. */
export function levelsAbove(nodes: ReadonlyMap<string, IndexedNode>, nodeId: string | undefined): string[] {
  const levels: string[] = [];
  for (let id = nodes.get(nodeId ?? '')?.parentId; id !== undefined; id = nodes.get(id)?.parentId)
    levels.push(id);
  return levels;
}
