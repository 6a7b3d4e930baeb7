import type { ConnectionWithId, GraphNode } from '../model/index.js';
import type { GraphChange } from './changes.js';

/** Reads an id's current value (the graph's own maps: what it looks like now). */
type Current<T> = (id: string) => T | undefined;

/**
 * Collects the changes of one batch, collapsed per id: only the state at the first touch and the
 * last one count, so added+updated is one add of the last node, added+removed is nothing,
 * updated+updated is one update from the first before to the last after, removed+added is an
 * update. A connection has no update: a replaced one is removed then added.
 *
 * Only the first `before` of each id is kept; the `after` is what the graph holds when the batch
 * ends (the last write wins), so a write costs one map lookup and no allocation.
 */
export class ChangeCollector {
  readonly #nodes = new Map<string, GraphNode | undefined>();
  readonly #connections = new Map<string, ConnectionWithId | undefined>();
  readonly #currentNode: Current<GraphNode>;
  readonly #currentConnection: Current<ConnectionWithId>;

  constructor(currentNode: Current<GraphNode>, currentConnection: Current<ConnectionWithId>) {
    this.#currentNode = currentNode;
    this.#currentConnection = currentConnection;
  }

  /** A node is about to be written; `before` is what it is now. */
  node(id: string, before: GraphNode | undefined): void {
    if (!this.#nodes.has(id)) this.#nodes.set(id, before);
  }

  /** A wire is about to be written; `before` is what it is now. */
  connection(id: string, before: ConnectionWithId | undefined): void {
    if (!this.#connections.has(id)) this.#connections.set(id, before);
  }

  /**
   * The collapsed changes: removed wires first, then nodes in the order first touched, then added
   * wires, so whoever folds them in order never holds a wire whose end is missing.
   */
  changes(): GraphChange[] {
    const out: GraphChange[] = [];
    const wires: [ConnectionWithId | undefined, ConnectionWithId | undefined][] = [];
    for (const [id, before] of this.#connections) {
      const after = this.#currentConnection(id);
      if (before === after) continue;
      wires.push([before, after]);
      if (before) out.push({ type: 'connectionRemoved', connection: before });
    }
    for (const [id, before] of this.#nodes) {
      const after = this.#currentNode(id);
      if (before === after) continue;
      if (!before) out.push({ type: 'nodeAdded', node: after! });
      else if (!after) out.push({ type: 'nodeRemoved', node: before });
      else out.push({ type: 'nodeUpdated', before, after });
    }
    for (const [, after] of wires) if (after) out.push({ type: 'connectionAdded', connection: after });
    return out;
  }
}
