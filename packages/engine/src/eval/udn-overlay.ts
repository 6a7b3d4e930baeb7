import type { Connection, Graph, GraphNode } from '../model/index.js';
import type { EvalGraph } from './graph-view.js';

/** Where the evaluator finds a packed UDN's inner graph (the UDN library fits). */
export interface UdnInternalsSource {
  internals(udnId: string): { graph: Graph } | undefined;
}

/** Inner nodes of a packed UDN instance are addressed as `{instanceId}::{innerId}`. */
export const UDN_INNER_SEPARATOR = '::';

interface Indexed {
  graph: Graph;
  nodes: Map<string, GraphNode>;
  roots: string[];
  children: Map<string, string[]>;
  into: Map<string, Connection[]>;
  from: Map<string, Connection[]>;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function index(graph: Graph): Indexed {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const out: Indexed = { graph, nodes, roots: [], children: new Map(), into: new Map(), from: new Map() };
  for (const n of graph.nodes) {
    if (n.parentId && nodes.has(n.parentId)) push(out.children, n.parentId, n.id);
    else out.roots.push(n.id);
  }
  for (const c of graph.connections) {
    push(out.into, c.targetNode, c);
    push(out.from, c.sourceNode, c);
  }
  return out;
}

/**
 * The project graph with every packed UDN instance showing its UDN's inner graph as its
 * children, so a packed UDN evaluates like a level. Inner nodes are read-only views; nested
 * UDNs nest their prefixes.
 */
export class UdnOverlayGraph implements EvalGraph {
  readonly #indexes = new WeakMap<Graph, Indexed>();
  readonly #views = new Map<string, GraphNode>();

  constructor(
    private readonly base: EvalGraph,
    private readonly udns: UdnInternalsSource,
  ) {}

  /** Forgets the inner views (after a UDN's internals change). */
  reset(): void {
    this.#views.clear();
  }

  /** The inner graph shown under a node, when it is a packed UDN instance whose internals are known. */
  innerOf(node: GraphNode | undefined): Indexed | undefined {
    if (!node?.udnId || node.unpacked) return undefined;
    const graph = this.udns.internals(node.udnId)?.graph;
    if (!graph) return undefined;
    const known = this.#indexes.get(graph);
    if (known) return known;
    const indexed = index(graph);
    this.#indexes.set(graph, indexed);
    return indexed;
  }

  /**
   * Virtual ids of the inner nodes of one definition in the given packed instances, nested UDNs
   * included (a UDN that contains itself is not followed again).
   */
  innerIdsOfDefinition(definitionName: string, instanceIds: Iterable<string>): string[] {
    const out: string[] = [];
    const visit = (instanceId: string, node: GraphNode | undefined, path: ReadonlySet<string>) => {
      const indexed = this.innerOf(node);
      if (!indexed || !node?.udnId || path.has(node.udnId)) return;
      const below = new Set(path).add(node.udnId);
      for (const inner of indexed.graph.nodes) {
        const id = `${instanceId}${UDN_INNER_SEPARATOR}${inner.id}`;
        if (inner.definitionName === definitionName) out.push(id);
        if (inner.udnId) visit(id, inner, below);
      }
    };
    for (const id of instanceIds) visit(id, this.base.getNode(id), new Set());
    return out;
  }

  #split(id: string): { instance: string; inner: string } | undefined {
    const at = id.lastIndexOf(UDN_INNER_SEPARATOR);
    return at < 0
      ? undefined
      : { instance: id.slice(0, at), inner: id.slice(at + UDN_INNER_SEPARATOR.length) };
  }

  /** The inner graph a virtual id lives in, with its instance id. */
  #owner(id: string): { instance: string; inner: string; indexed: Indexed } | undefined {
    const parts = this.#split(id);
    if (!parts) return undefined;
    const indexed = this.innerOf(this.getNode(parts.instance));
    return indexed?.nodes.has(parts.inner) ? { ...parts, indexed } : undefined;
  }

  #wire(instance: string, c: Connection): Connection {
    const v = (id: string) => `${instance}${UDN_INNER_SEPARATOR}${id}`;
    return { ...c, sourceNode: v(c.sourceNode), targetNode: v(c.targetNode) };
  }

  getNode(id: string): GraphNode | undefined {
    if (!id.includes(UDN_INNER_SEPARATOR)) return this.base.getNode(id);
    const cached = this.#views.get(id);
    if (cached) return cached;
    const owner = this.#owner(id);
    if (!owner) return undefined;
    const inner = owner.indexed.nodes.get(owner.inner)!;
    const parentId =
      inner.parentId && owner.indexed.nodes.has(inner.parentId)
        ? `${owner.instance}${UDN_INNER_SEPARATOR}${inner.parentId}`
        : owner.instance;
    const view: GraphNode = { ...inner, id, parentId };
    this.#views.set(id, view);
    return view;
  }

  nodes(): Iterable<GraphNode> {
    return this.base.nodes();
  }

  childrenOf(parentId?: string): Iterable<string> {
    if (parentId === undefined) return this.base.childrenOf(parentId);
    const owner = this.#owner(parentId);
    if (owner) {
      return (owner.indexed.children.get(owner.inner) ?? []).map(
        (c) => `${owner.instance}${UDN_INNER_SEPARATOR}${c}`,
      );
    }
    const indexed = this.innerOf(this.base.getNode(parentId));
    if (indexed) return indexed.roots.map((c) => `${parentId}${UDN_INNER_SEPARATOR}${c}`);
    return this.base.childrenOf(parentId);
  }

  childByName(parentId: string | undefined, name: string): string | undefined {
    if (
      parentId === undefined ||
      (!parentId.includes(UDN_INNER_SEPARATOR) && !this.innerOf(this.base.getNode(parentId)))
    ) {
      return this.base.childByName(parentId, name);
    }
    for (const id of this.childrenOf(parentId)) if (this.getNode(id)?.name === name) return id;
    return undefined;
  }

  connectionsFrom(nodeId: string): readonly Connection[] {
    const owner = this.#owner(nodeId);
    if (!owner) return this.base.connectionsFrom(nodeId);
    return (owner.indexed.from.get(owner.inner) ?? []).map((c) => this.#wire(owner.instance, c));
  }

  connectionsTo(nodeId: string): readonly Connection[] {
    const owner = this.#owner(nodeId);
    if (!owner) return this.base.connectionsTo(nodeId);
    return (owner.indexed.into.get(owner.inner) ?? []).map((c) => this.#wire(owner.instance, c));
  }

  connectionsToInput(nodeId: string, inputIdentifier: string): readonly Connection[] {
    if (!nodeId.includes(UDN_INNER_SEPARATOR)) return this.base.connectionsToInput(nodeId, inputIdentifier);
    return this.connectionsTo(nodeId)
      .filter((c) => c.targetInputIdentifier === inputIdentifier)
      .sort((a, b) => a.order - b.order);
  }
}

/** A level's socket identifier for one of its socket nodes: the id relative to the level. */
export function socketIdentifier(levelId: string, socketNodeId: string): string {
  const prefix = `${levelId}${UDN_INNER_SEPARATOR}`;
  return socketNodeId.startsWith(prefix) ? socketNodeId.slice(prefix.length) : socketNodeId;
}
