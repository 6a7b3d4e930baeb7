import { CREATION_MESSAGES, NodeError } from '../errors/index.js';
import type { EventInput } from '../events/index.js';
import { connectionFields } from '../events/index.js';
import type { ReadonlyGraph } from '../graph/index.js';
import type { GraphNode } from '../model/index.js';

function depth(state: ReadonlyGraph, node: GraphNode): number {
  let d = 0;
  for (let at = node.parentId; at !== undefined; at = state.getNode(at)?.parentId) d++;
  return d;
}

/**
 * The selected nodes with their subtrees as bootstrap events, parents before children, followed by
 * the wires between them (copy/paste, snippets; spec 2 §4 Selection and level).
 */
export function selectionToBootstrapEvents(state: ReadonlyGraph, selected: Iterable<string>): EventInput[] {
  const ids = new Set<string>();
  const queue = [...selected].filter((id) => state.hasNode(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    queue.push(...state.childrenOf(id));
  }
  const nodes = [...ids].map((id) => state.getNode(id)!);
  const depths = new Map(nodes.map((n) => [n.id, depth(state, n)]));
  nodes.sort((a, b) => depths.get(a.id)! - depths.get(b.id)!);
  const events: EventInput[] = nodes.map((node) => ({ eventType: 'nodeBootstrapped', node }));
  for (const id of ids) {
    for (const wire of state.connectionsFrom(id)) {
      if (ids.has(wire.targetNode))
        events.push({ eventType: 'connectionCreated', connection: connectionFields(wire) });
    }
  }
  return events;
}

/**
 * Node events (nodeCreated, nodeBootstrapped) must form a single tree: every node whose parent is
 * not among them hangs from the same parent, and no id repeats; otherwise 'invalid events'.
 */
export function assertSingleTree(events: readonly EventInput[]): void {
  const parents = new Map<string, string | undefined>();
  for (const e of events) {
    const entry =
      e.eventType === 'nodeCreated'
        ? { id: e.nodeId, parentId: e.parentId }
        : e.eventType === 'nodeBootstrapped'
          ? { id: e.node.id, parentId: e.node.parentId }
          : undefined;
    if (!entry) continue;
    if (parents.has(entry.id)) throw new NodeError('InvalidOperation', CREATION_MESSAGES.invalidEvents);
    parents.set(entry.id, entry.parentId);
  }
  const outsideParents = new Set<string | undefined>();
  for (const parentId of parents.values())
    if (parentId === undefined || !parents.has(parentId)) outsideParents.add(parentId);
  if (parents.size > 0 && outsideParents.size !== 1)
    throw new NodeError('InvalidOperation', CREATION_MESSAGES.invalidEvents);
  // a cycle among the events would leave no node hanging from outside
  for (const start of parents.keys()) {
    const seen = new Set<string>();
    for (let at: string | undefined = start; at !== undefined && parents.has(at); at = parents.get(at)) {
      if (seen.has(at)) throw new NodeError('InvalidOperation', CREATION_MESSAGES.invalidEvents);
      seen.add(at);
    }
  }
}
