import type { GraphNode, ReadonlyGraph, UdnLibrary } from '@nodeloom/engine';

/** The packed nodes of the project using any version of a UDN's version group. */
export function groupUsages(graph: ReadonlyGraph, library: UdnLibrary, groupId: string): GraphNode[] {
  const out: GraphNode[] = [];
  for (const node of graph.nodes()) {
    if (!node.udnId || node.unpacked) continue;
    if (library.metadata(node.udnId)?.versionGroup.id === groupId) out.push(node);
  }
  return out;
}
