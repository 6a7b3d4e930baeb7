import { type DefinitionRegistry, hostsSubLevel, type ReadonlyGraph, ROOT_ID } from '@nodeloom/engine';
import { subLevelsOf } from './level-tree.js';

/** How many plain nodes of a level the tree lists before a "more" item (and how many more each time). */
export const NODES_PER_CHUNK = 100;

interface RowBase {
  /** unique in the tree: a level's or node's id, `more:<level id>` for a "more" item */
  id: string;
  /** aria-level: Root is 1 */
  level: number;
  /** aria-setsize and aria-posinset among the items of the same level */
  setSize: number;
  posInSet: number;
  /** the level this item is listed in (undefined for Root) */
  parentId: string | undefined;
}

/** A level: Root, a context, a level node or an unpacked UDN (spec 1 §2's nodeGraph panel). */
export interface LevelRow extends RowBase {
  kind: 'level';
  name: string;
  /** the hosting node's definition ('' for Root) */
  definitionName: string;
  /** nodes directly on this level */
  nodeCount: number;
  /** undefined for an empty level: there is nothing to expand */
  expanded: boolean | undefined;
}

/** A node of a level that hosts no level of its own. */
export interface NodeRow extends RowBase {
  kind: 'node';
  name: string;
  definitionName: string;
}

/** Stands for the nodes of a level not listed yet; choosing it lists the next chunk. */
export interface MoreRow extends RowBase {
  kind: 'more';
  levelId: string;
  hidden: number;
}

export type TreeRow = LevelRow | NodeRow | MoreRow;

export interface TreeState {
  /** levels the user collapsed (every level starts expanded, as the panel listed them all) */
  collapsed: ReadonlySet<string>;
  /** how many plain nodes a level lists (default NODES_PER_CHUNK) */
  shown: ReadonlyMap<string, number>;
}

/**
 * The visible items of the node graph tree, flat in reading order: each level, then (when
 * expanded) the levels inside it by name and its other nodes in creation order. Only expanded
 * levels list their nodes, at most `shown` of them, so a 10,000-node level costs one chunk of
 * items and a "more" item, not 10,000.
 */
export function treeRows(graph: ReadonlyGraph, registry: DefinitionRegistry, state: TreeState): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (row: Omit<LevelRow, 'kind' | 'nodeCount' | 'expanded'>): void => {
    const children = graph.childrenOf(row.id === ROOT_ID ? undefined : row.id);
    const expanded = children.size === 0 ? undefined : !state.collapsed.has(row.id);
    rows.push({ kind: 'level', ...row, nodeCount: children.size, expanded });
    if (!expanded) return;
    const levels = subLevelsOf(graph, registry, children);
    const levelIds = new Set(levels.map((node) => node.id));
    const limit = state.shown.get(row.id) ?? NODES_PER_CHUNK;
    const plain = [];
    for (const id of children) {
      if (plain.length >= limit) break;
      const node = levelIds.has(id) ? undefined : graph.getNode(id);
      if (node) plain.push(node);
    }
    const hidden = children.size - levels.length - plain.length;
    const setSize = levels.length + plain.length + (hidden > 0 ? 1 : 0);
    const child = { level: row.level + 1, setSize, parentId: row.id };
    for (const [i, node] of levels.entries())
      visit({ ...child, id: node.id, name: node.name, definitionName: node.definitionName, posInSet: i + 1 });
    for (const [i, node] of plain.entries())
      rows.push({
        kind: 'node',
        ...child,
        id: node.id,
        name: node.name,
        definitionName: node.definitionName,
        posInSet: levels.length + i + 1,
      });
    if (hidden > 0)
      rows.push({ kind: 'more', ...child, id: `more:${row.id}`, levelId: row.id, hidden, posInSet: setSize });
  };
  visit({
    id: ROOT_ID,
    name: 'Root',
    definitionName: '',
    level: 1,
    setSize: 1,
    posInSet: 1,
    parentId: undefined,
  });
  return rows;
}

/**
 * The state that lists node `id` (the canvas's focused node, which the tree follows): the levels
 * around it expanded and enough of its level's nodes shown. The same state when it is listed already.
 */
export function revealed(
  graph: ReadonlyGraph,
  registry: DefinitionRegistry,
  state: TreeState,
  id: string,
): TreeState {
  const node = graph.getNode(id);
  if (!node) return state;
  const collapsed = new Set(state.collapsed);
  for (let level = node.parentId; level !== undefined; level = graph.getNode(level)?.parentId)
    collapsed.delete(level);
  collapsed.delete(ROOT_ID);
  let shown = state.shown;
  const levelId = node.parentId ?? ROOT_ID;
  if (!hostsSubLevel(registry, node)) {
    let index = 0;
    for (const sibling of graph.childrenOf(node.parentId)) {
      if (sibling === id) break;
      const other = graph.getNode(sibling);
      if (other && !hostsSubLevel(registry, other)) index++;
    }
    if (index >= (shown.get(levelId) ?? NODES_PER_CHUNK))
      shown = new Map(shown).set(levelId, (Math.floor(index / NODES_PER_CHUNK) + 1) * NODES_PER_CHUNK);
  }
  return collapsed.size === state.collapsed.size && shown === state.shown ? state : { collapsed, shown };
}

/** What an item says to a screen reader: its name, its definition, a level's node count. */
export function rowLabel(row: TreeRow): string {
  if (row.kind === 'more') return `${row.hidden} more ${row.hidden === 1 ? 'node' : 'nodes'}`;
  const count = row.kind === 'level' ? `${row.nodeCount} ${row.nodeCount === 1 ? 'node' : 'nodes'}` : '';
  return [row.name, row.definitionName, count].filter(Boolean).join(', ');
}

export function sameRows(a: readonly TreeRow[], b: readonly TreeRow[]): boolean {
  return a.length === b.length && a.every((row, i) => sameRow(row, b[i]!));
}

function sameRow(a: TreeRow, b: TreeRow): boolean {
  if (a.kind !== b.kind || a.id !== b.id || a.level !== b.level) return false;
  if (a.setSize !== b.setSize || a.posInSet !== b.posInSet) return false;
  if (a.kind === 'more') return a.hidden === (b as MoreRow).hidden;
  const other = b as LevelRow | NodeRow;
  if (a.name !== other.name || a.definitionName !== other.definitionName) return false;
  return (
    a.kind === 'node' ||
    (a.nodeCount === (b as LevelRow).nodeCount && a.expanded === (b as LevelRow).expanded)
  );
}
