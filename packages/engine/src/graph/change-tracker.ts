import type { ConnectionWithId, GraphNode } from '../model/index.js';

/**
 * Remembers, per node and connection id touched since the last take, whether it existed before
 * the first touch (and the connection itself, which deleteConnection needs). The persistence
 * diff turns this into unorderedUpdates.
 */
export class ChangeTracker {
  readonly nodes = new Map<string, boolean>();
  readonly connections = new Map<string, ConnectionWithId | undefined>();

  touchNode(id: string, before: GraphNode | undefined): void {
    if (!this.nodes.has(id)) this.nodes.set(id, before !== undefined);
  }

  touchConnection(id: string, before: ConnectionWithId | undefined): void {
    if (!this.connections.has(id)) this.connections.set(id, before);
  }

  clear(): void {
    this.nodes.clear();
    this.connections.clear();
  }
}
