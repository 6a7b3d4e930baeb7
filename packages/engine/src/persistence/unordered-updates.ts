import type { z } from 'zod';
import { unorderedUpdateSchema } from '../events/index.js';
import type { ChangeTracker, ReadonlyGraph } from '../graph/index.js';
import type { Graph } from '../model/index.js';

export { unorderedUpdateSchema };
export type UnorderedUpdate = z.infer<typeof unorderedUpdateSchema>;

/** The key under which a later update replaces an earlier one in a buffer. */
export function updateKey(update: UnorderedUpdate): string {
  switch (update.type) {
    case 'saveNode':
      return 'n:' + update.node.id;
    case 'deleteNode':
      return 'n:' + update.nodeId;
    default:
      return 'c:' + update.connection.id;
  }
}

/**
 * The diff since the last take as unorderedUpdates: what exists now is saved, what existed at the
 * last take and is gone is deleted; things created and deleted in between leave nothing. Clears the tracker.
 */
export function takeUnorderedUpdates(state: ReadonlyGraph, tracker: ChangeTracker): UnorderedUpdate[] {
  const updates: UnorderedUpdate[] = [];
  for (const [id, existed] of tracker.nodes) {
    const node = state.getNode(id);
    if (node) updates.push({ type: 'saveNode', node });
    else if (existed) updates.push({ type: 'deleteNode', nodeId: id });
  }
  for (const [id, before] of tracker.connections) {
    const connection = state.getConnection(id);
    if (connection) updates.push({ type: 'saveConnection', connection });
    else if (before) updates.push({ type: 'deleteConnection', connection: before });
  }
  tracker.clear();
  return updates;
}

/** What the server does with the updates: the saved graph they produce (used by tests and the in-memory store). */
export function applyUnorderedUpdates(graph: Graph, updates: readonly UnorderedUpdate[]): Graph {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const connections = new Map(graph.connections.map((c) => [c.id, c]));
  for (const u of updates) {
    if (u.type === 'saveNode') nodes.set(u.node.id, u.node as Graph['nodes'][number]);
    else if (u.type === 'deleteNode') nodes.delete(u.nodeId);
    else if (u.type === 'saveConnection') connections.set(u.connection.id, u.connection);
    else connections.delete(u.connection.id);
  }
  return { nodes: [...nodes.values()], connections: [...connections.values()] };
}
