import { UDN_GRAPH_BATCH_SIZE, UDN_METADATA_PAGE_SIZE } from './constants.js';
import type { UdnLibrary } from './library.js';
import { UdnLoadingStatus } from './loading.js';
import type { UdnCache, UdnMetadata, UdnToast, UdnTransport, UdnWithGraph } from './types.js';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Fetches UDNs into the library (spec 2 §7): metadata listed in pages of 20 until totalCount is
 * read or by ids, graphs by ids in batches of 30; a cached graph is used only while its
 * lastModifiedAt equals the registered one.
 */
export class UdnLoader {
  readonly status: UdnLoadingStatus;

  constructor(
    private readonly library: UdnLibrary,
    private readonly transport: UdnTransport,
    private readonly cache?: UdnCache,
    toast?: (toast: UdnToast) => void,
  ) {
    this.status = new UdnLoadingStatus(toast);
  }

  /** A UDN's name for the toasts: registered, else the one its usages carry, else its id. */
  #nameOf = (id: string, usages?: ReadonlyMap<string, string>): string =>
    this.library.metadata(id)?.definition.definitionName ?? usages?.get(id) ?? id;

  /** Lists every UDN's metadata (pages numbered from 1) and registers the new ones. */
  async loadAllMetadata(): Promise<UdnMetadata[]> {
    const all: UdnMetadata[] = [];
    for (let page = 1; ; page++) {
      const response = await this.transport.list(page, UDN_METADATA_PAGE_SIZE);
      all.push(...response.udns);
      if (response.udns.length === 0 || all.length >= response.metadata.totalCount) break;
    }
    await this.#register(all);
    return all;
  }

  /**
   * Fetches and registers the metadata of the given UDNs not registered yet. `names`: the names
   * the graph's nodes give them (udnId → definitionName), for the loading toast before the
   * metadata has told.
   */
  async loadMetadata(udnIds: readonly string[], names?: ReadonlyMap<string, string>): Promise<void> {
    const missing = [...new Set(udnIds)].filter((id) => !this.library.isRegistered(id));
    if (missing.length === 0) return;
    const nameOf = (id: string) => this.#nameOf(id, names);
    this.status.set('metadata', missing, 'loading', nameOf);
    await this.#register(await this.transport.getWithoutGraphsByIds(missing));
    this.status.set('metadata', missing, 'loaded', nameOf);
  }

  async #register(items: UdnMetadata[]): Promise<void> {
    this.library.registerMetadata(items);
    if (this.cache) for (const item of items) await this.cache.putMetadata(item);
  }

  /** Registers the graphs of the given UDNs: from the cache when still current, else fetched in batches of 30. */
  async loadGraphs(udnIds: readonly string[]): Promise<void> {
    const ids = [...new Set(udnIds)].filter((id) => !this.library.internals(id));
    if (ids.length === 0) return;
    await this.loadMetadata(ids); // internals can be registered only after metadata
    this.status.set('graph', ids, 'loading', (id) => this.#nameOf(id));
    const toFetch: string[] = [];
    for (const id of ids) {
      const cached = await this.cache?.getGraph(id);
      if (cached && cached.lastModifiedAt === this.library.metadata(id)?.lastModifiedAt)
        this.library.registerInternals(cached);
      else toFetch.push(id);
    }
    for (const batch of chunks(toFetch, UDN_GRAPH_BATCH_SIZE)) {
      const items: UdnWithGraph[] = await this.transport.getWithGraphsByIds(batch);
      for (const item of items) {
        await this.cache?.putGraph(item);
        this.library.registerInternals(item);
      }
    }
    this.status.set('graph', ids, 'loaded', (id) => this.#nameOf(id));
  }
}
