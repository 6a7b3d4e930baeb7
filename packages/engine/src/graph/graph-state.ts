/**
 * GraphState: the live graph with its indexes. Only event handlers (src/events) write to it.
 *
 * Read API (stable; evaluation, views and commands use only this):
 *   getNode(id)                    node or undefined          hasNode(id)
 *   nodes()                        iterator over every node   nodeCount
 *   childrenOf(parentId?)          ids of the children of a node, or of Root when absent
 *   childByName(parentId?, name)   the child id with that name on that level
 *   getConnection(id)              connection or undefined    connections()  connectionCount
 *   connectionsFrom(nodeId)        wires leaving a node       connectionsTo(nodeId)  wires entering it
 *   connectionsToInput(nodeId, inputIdentifier)  wires entering one input, sorted by order
 *   nodesWithExpressions()         ids of nodes that hold at least one expression
 *   toGraph()                      a {nodes, connections} snapshot (spec entity shapes)
 *
 * Nodes are replaced, never mutated, on change (copy on write), so a reference comparison
 * tells a view whether a node changed. The one exception is an unobserved replay (see
 * `beginOwnedCopies`): a copy the replay itself made, that nobody outside has seen yet, may be
 * written again in place.
 *
 * Change recording: between `beginBatch()` and `endBatch()` every write is recorded, collapsed per
 * id (see ChangeCollector); `endBatch()` hands the batch's GraphChanges over. Writes outside a
 * batch (builders, file loading) are not recorded.
 */
import type { ConnectionWithId, Graph, GraphNode } from '../model/index.js';
import { ROOT_ID } from '../model/index.js';
import { copyNode, setNodeField } from '../model/node-copy.js';
import { ChangeCollector } from './change-collector.js';
import type { GraphChange } from './changes.js';
import type { ReadonlyGraph } from './readonly-graph.js';

const EMPTY: ReadonlySet<string> = new Set();

/** Hears each write of a batch with what the node or wire was before it. */
export interface WriteRecorder {
  node(id: string, before: GraphNode | undefined): void;
  connection(id: string, before: ConnectionWithId | undefined): void;
}

function parentKey(parentId: string | undefined): string {
  return parentId ?? ROOT_ID;
}

function holdsExpression(node: GraphNode): boolean {
  for (const key in node.params) if (node.params[key].expression) return true;
  for (const key in node.customParams) if (node.customParams[key].expression) return true;
  return false;
}

const byOrder = (a: ConnectionWithId, b: ConnectionWithId) => a.order - b.order;

function addTo(index: Map<string, Set<string>>, key: string, value: string): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

function removeFrom(index: Map<string, Set<string>>, key: string, value: string): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}

function addWire(index: Map<string, ConnectionWithId[]>, nodeId: string, wire: ConnectionWithId): void {
  const wires = index.get(nodeId);
  if (wires) wires.push(wire);
  else index.set(nodeId, [wire]);
}

function removeWire(index: Map<string, ConnectionWithId[]>, nodeId: string, wire: ConnectionWithId): void {
  const wires = index.get(nodeId);
  if (!wires) return;
  const at = wires.indexOf(wire);
  if (at >= 0) wires.splice(at, 1);
  if (wires.length === 0) index.delete(nodeId);
}

export class GraphState implements ReadonlyGraph {
  readonly #nodes = new Map<string, GraphNode>();
  readonly #children = new Map<string, Set<string>>();
  readonly #names = new Map<string, Map<string, string>>();
  readonly #connections = new Map<string, ConnectionWithId>();
  /** the wires leaving / entering each node, in the order added (arrays: a node has few wires) */
  readonly #bySource = new Map<string, ConnectionWithId[]>();
  readonly #byTarget = new Map<string, ConnectionWithId[]>();
  readonly #withExpressions = new Set<string>();
  #batch: WriteRecorder | undefined;
  #batchOpen = false;
  /** a ChangeCollector records the open batch (it compares nodes by reference) */
  #collecting = false;
  /** the node copies an unobserved replay made (see beginOwnedCopies); undefined outside one */
  #owned: Set<GraphNode> | undefined;
  /** the recorder that heard the owned copies' first writes (their later writes need not be told again) */
  #ownedRecorder: WriteRecorder | undefined;

  // ---- read API ----
  getNode(id: string): GraphNode | undefined {
    return this.#nodes.get(id);
  }
  hasNode(id: string): boolean {
    return this.#nodes.has(id);
  }
  nodes(): IterableIterator<GraphNode> {
    return this.#nodes.values();
  }
  get nodeCount(): number {
    return this.#nodes.size;
  }
  childrenOf(parentId?: string): ReadonlySet<string> {
    return this.#children.get(parentKey(parentId)) ?? EMPTY;
  }
  childByName(parentId: string | undefined, name: string): string | undefined {
    return this.#names.get(parentKey(parentId))?.get(name);
  }
  /** names used on a level (for unique naming) */
  namesOnLevel(parentId?: string): IterableIterator<string> {
    return (this.#names.get(parentKey(parentId)) ?? new Map<string, string>()).keys();
  }
  getConnection(id: string): ConnectionWithId | undefined {
    return this.#connections.get(id);
  }
  connections(): IterableIterator<ConnectionWithId> {
    return this.#connections.values();
  }
  get connectionCount(): number {
    return this.#connections.size;
  }
  connectionsFrom(nodeId: string): ConnectionWithId[] {
    return this.#bySource.get(nodeId)?.slice() ?? [];
  }
  connectionsTo(nodeId: string): ConnectionWithId[] {
    return this.#byTarget.get(nodeId)?.slice() ?? [];
  }
  connectionsToInput(nodeId: string, inputIdentifier: string): ConnectionWithId[] {
    const out: ConnectionWithId[] = [];
    const wires = this.#byTarget.get(nodeId);
    if (!wires) return out;
    for (const wire of wires) if (wire.targetInputIdentifier === inputIdentifier) out.push(wire);
    if (out.length > 1) out.sort(byOrder);
    return out;
  }
  nodesWithExpressions(): ReadonlySet<string> {
    return this.#withExpressions;
  }
  toGraph(): Graph {
    return { nodes: [...this.#nodes.values()], connections: [...this.#connections.values()] };
  }

  // ---- change recording (the project, around each applied batch) ----
  /**
   * Starts a batch; a batch is never nested. `record` false: nobody will read its changes (a
   * replay nobody listens to), so writes are not recorded and `endBatch` returns none. A
   * WriteRecorder (the project's ChangeTracker when only it needs them): each write goes straight
   * to it, and `endBatch` returns none.
   */
  beginBatch(record: boolean | WriteRecorder = true): void {
    if (this.#batchOpen) throw new Error('GraphState.beginBatch: a batch is already open');
    this.#batchOpen = true;
    this.#collecting = record === true;
    if (record !== false) {
      this.#batch =
        record === true
          ? new ChangeCollector(
              (id) => this.#nodes.get(id),
              (id) => this.#connections.get(id),
            )
          : record;
    }
    // owned copies were recorded by another recorder (or none): this one has not heard them
    if (this.#owned && this.#batch !== this.#ownedRecorder) this.beginOwnedCopies();
  }

  /** Stops recording and returns what the batch changed (empty when no batch was open). */
  endBatch(): GraphChange[] {
    const batch = this.#batch;
    this.#batch = undefined;
    this.#batchOpen = false;
    this.#collecting = false;
    return batch instanceof ChangeCollector ? batch.changes() : [];
  }

  // ---- owned copies (an unobserved replay) ----
  /**
   * Starts (or restarts) a stretch where nobody outside reads the graph (a replay nobody listens
   * to): the node copies `writeField` makes from then on may be written in place by later
   * `writeField`s, saving a copy per change (a replay changes the same nodes many times). The
   * caller ends it with `endOwnedCopies` before anyone can read the graph again, and restarts it
   * when someone may have (a warning callback): nodes read before then are copied as usual.
   */
  beginOwnedCopies(): void {
    this.#owned = new Set();
    this.#ownedRecorder = this.#batch;
  }

  endOwnedCopies(): void {
    this.#owned = undefined;
    this.#ownedRecorder = undefined;
  }

  /**
   * Replaces a node with a copy that has one field changed. In an owned stretch, a copy the stretch
   * made is written in place instead, when the field keys no index (not its id, parent or name)
   * and no change collector records the batch (it would compare the node with itself). Not
   * recorded again: the write that made the copy was, by the same recorder (the save tracker keeps
   * a node's first write only). Callers read what they need of the old node before.
   */
  writeField<K extends keyof GraphNode>(node: GraphNode, field: K, value: GraphNode[K]): void {
    const owned = this.#owned;
    const mine = owned?.has(node) === true;
    if (mine && !this.#collecting && field !== 'id' && field !== 'parentId' && field !== 'name') {
      setNodeField(node, field, value);
      if (field === 'params' || field === 'customParams') this.#indexExpressions(node);
      return;
    }
    const next = copyNode(node);
    setNodeField(next, field, value);
    this.setNode(next);
    if (owned === undefined) return;
    if (mine) owned.delete(node);
    owned.add(next);
  }

  // ---- write API (event handlers only) ----
  /** Adds or replaces a node, keeping every index in step. */
  setNode(node: GraphNode): void {
    const before = this.#nodes.get(node.id);
    this.#batch?.node(node.id, before);
    if (before && (before.parentId !== node.parentId || before.name !== node.name)) this.#unindexNode(before);
    if (!before || before.parentId !== node.parentId || before.name !== node.name) {
      addTo(this.#children, parentKey(node.parentId), node.id);
      const key = parentKey(node.parentId);
      let names = this.#names.get(key);
      if (!names) {
        names = new Map();
        this.#names.set(key, names);
      }
      names.set(node.name, node.id);
    }
    this.#nodes.set(node.id, node);
    if (before && before.params === node.params && before.customParams === node.customParams) return;
    this.#indexExpressions(node);
  }

  #indexExpressions(node: GraphNode): void {
    if (holdsExpression(node)) this.#withExpressions.add(node.id);
    else this.#withExpressions.delete(node.id);
  }

  /** Removes one node (not its children nor its wires: the delete handler cascades). */
  removeNode(id: string): void {
    const before = this.#nodes.get(id);
    if (!before) return;
    this.#batch?.node(id, before);
    this.#unindexNode(before);
    this.#nodes.delete(id);
    this.#withExpressions.delete(id);
  }

  #unindexNode(node: GraphNode): void {
    const key = parentKey(node.parentId);
    removeFrom(this.#children, key, node.id);
    const names = this.#names.get(key);
    if (names?.get(node.name) === node.id) {
      names.delete(node.name);
      if (names.size === 0) this.#names.delete(key);
    }
  }

  addConnection(connection: ConnectionWithId): void {
    const before = this.#connections.get(connection.id);
    this.#batch?.connection(connection.id, before);
    if (before) this.#unindexConnection(before);
    this.#connections.set(connection.id, connection);
    addWire(this.#bySource, connection.sourceNode, connection);
    addWire(this.#byTarget, connection.targetNode, connection);
  }

  removeConnection(id: string): void {
    const before = this.#connections.get(id);
    if (!before) return;
    this.#batch?.connection(id, before);
    this.#connections.delete(id);
    this.#unindexConnection(before);
  }

  #unindexConnection(connection: ConnectionWithId): void {
    removeWire(this.#bySource, connection.sourceNode, connection);
    removeWire(this.#byTarget, connection.targetNode, connection);
  }
}
