import type { ConnectionWithId, GraphNode } from '../model/index.js';
import type { GraphChange } from './changes.js';

/** What one id looked like when the batch first touched it, and what it looks like now. */
interface Span<T> {
  before: T | undefined;
  after: T | undefined;
}

/**
 * Collects the changes of one batch, collapsed per id: only the state at the first touch and the
 * last one count, so added+updated is one add of the last node, added+removed is nothing,
 * updated+updated is one update from the first before to the last after, removed+added is an
 * update. A connection has no update: a replaced one is removed then added.
 */
export class ChangeCollector {
  readonly #nodes = new Map<string, Span<GraphNode>>();
  readonly #connections = new Map<string, Span<ConnectionWithId>>();

  node(id: string, before: GraphNode | undefined, after: GraphNode | undefined): void {
    touch(this.#nodes, id, before, after);
  }

  connection(id: string, before: ConnectionWithId | undefined, after: ConnectionWithId | undefined): void {
    touch(this.#connections, id, before, after);
  }

  /**
   * The collapsed changes: removed wires first, then nodes in the order first touched, then added
   * wires, so whoever folds them in order never holds a wire whose end is missing.
   */
  changes(): GraphChange[] {
    const out: GraphChange[] = [];
    for (const { before, after } of this.#connections.values()) {
      if (before && before !== after) out.push({ type: 'connectionRemoved', connection: before });
    }
    for (const { before, after } of this.#nodes.values()) {
      if (before === after) continue;
      if (!before) out.push({ type: 'nodeAdded', node: after! });
      else if (!after) out.push({ type: 'nodeRemoved', node: before });
      else out.push({ type: 'nodeUpdated', before, after });
    }
    for (const { before, after } of this.#connections.values()) {
      if (after && before !== after) out.push({ type: 'connectionAdded', connection: after });
    }
    return out;
  }
}

function touch<T>(
  spans: Map<string, Span<T>>,
  id: string,
  before: T | undefined,
  after: T | undefined,
): void {
  const span = spans.get(id);
  if (span) span.after = after;
  else spans.set(id, { before, after });
}
