import { type ConnectionWithId, type GraphChange, type ReadonlyGraph, ROOT_ID } from '@nodeloom/engine';
import type { LevelCrumb } from './editor-api.js';

/**
 * Whether a batch's changes can alter what a level shows (its nodes, its wires) or its path (a
 * renamed or moved ancestor): moves, resizes and param edits of its nodes cannot.
 */
export function touchesLevel(
  graph: ReadonlyGraph,
  changes: readonly GraphChange[],
  path: readonly LevelCrumb[],
): boolean {
  const level = path.at(-1)?.id;
  const levelKey = (parentId: string | undefined) => parentId ?? ROOT_ID;
  const onPath = new Set(path.map((c) => c.id));
  const onLevel = (nodeId: string) => levelKey(graph.getNode(nodeId)?.parentId) === level;
  return changes.some((c) => {
    switch (c.type) {
      case 'nodeAdded':
      case 'nodeRemoved':
        return levelKey(c.node.parentId) === level || onPath.has(c.node.id);
      case 'nodeUpdated':
        return (
          c.before.parentId !== c.after.parentId || (onPath.has(c.after.id) && c.before.name !== c.after.name)
        );
      default:
        return onLevel(c.connection.sourceNode) || onLevel(c.connection.targetNode);
    }
  });
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

const sameCrumbs = (a: readonly LevelCrumb[], b: readonly LevelCrumb[]) =>
  a.length === b.length && a.every((c, i) => c.id === b[i].id && c.name === b[i].name);

/**
 * The current level's node ids, wires and path, rebuilt only after a batch that may change them and
 * kept by reference when equal, so selector hooks re-render only the views whose data changed.
 */
export class LevelView {
  nodeIds: readonly string[] = [];
  connections: readonly ConnectionWithId[] = [];
  path: readonly LevelCrumb[] = [];

  /** Rebuilds from the graph for the level (undefined: Root); returns whether anything changed. */
  refresh(state: ReadonlyGraph, levelId: string | undefined): boolean {
    const ids = [...state.childrenOf(levelId)];
    const onLevel = new Set(ids);
    const wires: ConnectionWithId[] = [];
    for (const id of ids)
      for (const wire of state.connectionsFrom(id)) if (onLevel.has(wire.targetNode)) wires.push(wire);
    const path: LevelCrumb[] = [];
    for (let at = levelId; at !== undefined; at = state.getNode(at)?.parentId) {
      path.unshift({ id: at, name: state.getNode(at)?.name ?? at });
    }
    path.unshift({ id: ROOT_ID, name: ROOT_ID });
    let changed = false;
    if (!sameItems(ids, this.nodeIds)) {
      this.nodeIds = ids;
      changed = true;
    }
    if (!sameItems(wires, this.connections)) {
      this.connections = wires;
      changed = true;
    }
    if (!sameCrumbs(path, this.path)) {
      this.path = path;
      changed = true;
    }
    return changed;
  }
}
