import {
  type DefinitionRegistry,
  type Graph,
  type UdnCache,
  UdnLibrary,
  UdnLoader,
  type UdnMetadata,
  type UdnToast,
  type UdnTransport,
  type UdnWithGraph,
} from '@nodeloom/engine';

/** The UDNs a graph's nodes use: id → the name the nodes give it. */
function udnNamesOf(graph: Pick<Graph, 'nodes'>): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of graph.nodes) if (node.udnId) names.set(node.udnId, node.definitionName);
  return names;
}

/** The UDN ids a graph's nodes use. */
export function udnIdsOf(graph: Pick<Graph, 'nodes'>): string[] {
  return [...udnNamesOf(graph).keys()];
}

export interface UdnSessionPorts {
  transport: UdnTransport;
  cache?: UdnCache;
  toast: (toast: UdnToast) => void;
  warn?: (message: string) => void;
}

/**
 * The page's UDN part of the node library: the engine's UdnLibrary (definitions registered into
 * the built-in registry) and its loader (paged metadata, graphs in batches of 30, the cache, the
 * loading toasts of spec 1 §8).
 */
export class UdnSession {
  readonly library: UdnLibrary;
  readonly loader: UdnLoader;
  readonly #cache: UdnCache | undefined;
  /** the user's own UDNs (listed, or written by this page); the others registered are official */
  readonly #own = new Set<string>();

  constructor(registry: DefinitionRegistry, ports: UdnSessionPorts) {
    this.library = new UdnLibrary(registry, ports.warn ? { warn: ports.warn } : {});
    this.loader = new UdnLoader(this.library, ports.transport, ports.cache, ports.toast);
    this.#cache = ports.cache;
  }

  /**
   * Registers UDNs this page just wrote (created, published, a saved draft) with the graph they
   * were written with, and caches them: the next open reads them from the cache.
   */
  async registerWritten(items: readonly UdnMetadata[], graph: Graph): Promise<string[]> {
    // a draft written again keeps its id: its new definition replaces the registered one
    this.library.replaceMetadata(items);
    for (const item of items) {
      const withGraph: UdnWithGraph = {
        id: item.definition.udnId,
        definitionName: item.definition.definitionName,
        graph,
        lastModifiedAt: item.lastModifiedAt,
      };
      this.library.registerInternals(withGraph);
      await this.#cache?.putMetadata(item);
      await this.#cache?.putGraph(withGraph);
    }
    this.#markOwn(items);
    return items.map((i) => i.definition.udnId);
  }

  /** Every UDN of the user, listed 20 a page until all are read (spec 1 §4 open flow, step 4). */
  async loadAllMetadata(): Promise<void> {
    this.#markOwn(await this.loader.loadAllMetadata());
  }

  /** Registers UDNs GET /udns listed (the user's own; the UDN manager lists them again). */
  registerListed(items: readonly UdnMetadata[]): void {
    this.library.registerMetadata(items);
    this.#markOwn(items);
  }

  #markOwn(items: readonly UdnMetadata[]): void {
    for (const item of items) this.#own.add(item.definition.udnId);
  }

  /** Whether the UDN is the user's own: an official one (a demo's) is only read, never written. */
  owns(udnId: string): boolean {
    return this.#own.has(udnId);
  }

  /**
   * The metadata of the UDNs a graph uses that are not registered yet: after the user's own, the
   * ones they read but do not own (an official demo's), before the graph is built.
   */
  loadMetadataUsedBy(graph: Pick<Graph, 'nodes'>): Promise<void> {
    const names = udnNamesOf(graph);
    return this.loader.loadMetadata([...names.keys()], names);
  }

  /**
   * The metadata and graphs of the UDNs a graph uses, then of the UDNs those graphs use, until
   * none is missing. Returns the ids whose graphs were registered now.
   */
  async loadUsedBy(graph: Pick<Graph, 'nodes'>): Promise<string[]> {
    const loaded: string[] = [];
    const tried = new Set<string>();
    const fresh = (ids: Iterable<string>) =>
      [...ids].filter((id) => !tried.has(id) && !this.library.internals(id));
    const names = udnNamesOf(graph);
    let wanted = fresh(names.keys());
    while (wanted.length > 0) {
      for (const id of wanted) tried.add(id);
      await this.loader.loadMetadata(wanted, names);
      const known = wanted.filter((id) => this.library.isRegistered(id));
      await this.loader.loadGraphs(known);
      const now = known.filter((id) => this.library.internals(id));
      loaded.push(...now);
      for (const id of now)
        for (const [inner, name] of udnNamesOf(this.library.internals(id)!.graph)) names.set(inner, name);
      wanted = fresh(names.keys());
    }
    return loaded;
  }
}
