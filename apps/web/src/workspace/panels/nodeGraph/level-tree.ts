import {
  type DefinitionRegistry,
  type GraphNode,
  hostsSubLevel,
  type ReadonlyGraph,
  ROOT_ID,
} from '@nodeloom/engine';

/** One level of the project: Root, a context, a level node or an unpacked UDN. */
export interface LevelEntry {
  id: string;
  name: string;
  /** the hosting node's definition ('' for Root) */
  definitionName: string;
  /** 0 for Root */
  depth: number;
  /** nodes directly on this level */
  nodeCount: number;
}

/**
 * The project's levels as a tree in reading order (each level before the levels inside it, by
 * name): what the nodeGraph panel lists. A node counts as a level when it hosts one (the engine's
 * hostsSubLevel), empty or not.
 */
export function levelTree(graph: ReadonlyGraph, registry: DefinitionRegistry): LevelEntry[] {
  const entries: LevelEntry[] = [];
  const visit = (id: string, name: string, definitionName: string, depth: number) => {
    const children = graph.childrenOf(id === ROOT_ID ? undefined : id);
    entries.push({ id, name, definitionName, depth, nodeCount: children.size });
    for (const node of subLevelsOf(graph, registry, children))
      visit(node.id, node.name, node.definitionName, depth + 1);
  };
  visit(ROOT_ID, 'Root', '', 0);
  return entries;
}

/** The nodes among `children` that host a level, by name (the order the panel lists levels in). */
export function subLevelsOf(
  graph: ReadonlyGraph,
  registry: DefinitionRegistry,
  children: Iterable<string>,
): GraphNode[] {
  const levels: GraphNode[] = [];
  for (const id of children) {
    const node = graph.getNode(id);
    if (node && hostsSubLevel(registry, node)) levels.push(node);
  }
  return levels.sort((a, b) => a.name.localeCompare(b.name));
}

export function sameLevels(a: readonly LevelEntry[], b: readonly LevelEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => {
      const other = b[i]!;
      return (
        entry.id === other.id &&
        entry.name === other.name &&
        entry.depth === other.depth &&
        entry.nodeCount === other.nodeCount
      );
    })
  );
}
