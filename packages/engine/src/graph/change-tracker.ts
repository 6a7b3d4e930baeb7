import type { ConnectionWithId, GraphNode } from '../model/index.js';
import type { GraphChange } from './changes.js';

/**
 * Folds published changes into what the persistence diff needs: per node and connection id touched
 * since the last take, whether it existed before the first touch (and the connection itself, which
 * deleteConnection needs). takeUnorderedUpdates turns this into unorderedUpdates.
 */
export class ChangeTracker {
  readonly nodes = new Map<string, boolean>();
  readonly connections = new Map<string, ConnectionWithId | undefined>();

  fold(changes: readonly GraphChange[]): void {
    for (const change of changes) {
      switch (change.type) {
        case 'nodeAdded':
          this.#touchNode(change.node.id, false);
          break;
        case 'nodeUpdated':
          this.#touchNode(change.after.id, true);
          break;
        case 'nodeRemoved':
          this.#touchNode(change.node.id, true);
          break;
        case 'connectionAdded':
          this.#touchConnection(change.connection.id, undefined);
          break;
        case 'connectionRemoved':
          this.#touchConnection(change.connection.id, change.connection);
          break;
      }
    }
  }

  /**
   * A node is about to be written (GraphState's WriteRecorder, for a batch only the tracker
   * needs): the same as folding the batch's collapsed changes, without building them.
   */
  node(id: string, before: GraphNode | undefined): void {
    this.#touchNode(id, before !== undefined);
  }

  /** A wire is about to be written (see `node`). */
  connection(id: string, before: ConnectionWithId | undefined): void {
    this.#touchConnection(id, before);
  }

  clear(): void {
    this.nodes.clear();
    this.connections.clear();
  }

  #touchNode(id: string, existed: boolean): void {
    if (!this.nodes.has(id)) this.nodes.set(id, existed);
  }

  #touchConnection(id: string, before: ConnectionWithId | undefined): void {
    if (!this.connections.has(id)) this.connections.set(id, before);
  }
}
