import type { UdnCache, UdnMetadata, UdnWithGraph } from '@nodeloom/engine';

/** The two stores of the 'udn-cache' database (spec 1 §7): graphs by id, metadata by UDN id. */
export type UdnStoreName = 'graphs' | 'metadata';

/** A key-value store with named stores: IndexedDB in the browser, a map in tests. */
export interface UdnStorePort {
  get(store: UdnStoreName, key: string): Promise<unknown>;
  put(store: UdnStoreName, key: string, value: unknown): Promise<void>;
}

/** An entry is valid only while its lastModifiedAt equals the registered one (spec 1 §4 UDN loading). */
export function isCurrent(entry: { lastModifiedAt: string } | undefined, lastModifiedAt: string): boolean {
  return entry !== undefined && entry.lastModifiedAt === lastModifiedAt;
}

/**
 * The engine's UdnCache over a store port. A cache that cannot be read or written is no cache:
 * failures read as a miss (the UDN is fetched) and a failed write is logged, never thrown.
 */
export function udnCacheOver(port: UdnStorePort, warn: (message: string) => void = console.warn): UdnCache {
  const read = async <T>(store: UdnStoreName, key: string): Promise<T | undefined> => {
    try {
      return ((await port.get(store, key)) ?? undefined) as T | undefined;
    } catch (error) {
      warn(`udn-cache: cannot read ${store} ${key}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const write = async (store: UdnStoreName, key: string, value: unknown): Promise<void> => {
    try {
      await port.put(store, key, value);
    } catch (error) {
      warn(`udn-cache: cannot write ${store} ${key}: ${(error as Error).message}`);
    }
  };
  return {
    getGraph: (id) => read<UdnWithGraph>('graphs', id),
    putGraph: (item) => write('graphs', item.id, item),
    getMetadata: (udnId) => read<UdnMetadata>('metadata', udnId),
    putMetadata: (item) => write('metadata', item.definition.udnId, item),
  };
}

/** Entries kept in memory: the port when the browser has no IndexedDB, and in tests. */
export function memoryUdnStore(): UdnStorePort & { size(store: UdnStoreName): number } {
  const stores: Record<UdnStoreName, Map<string, unknown>> = { graphs: new Map(), metadata: new Map() };
  return {
    get: async (store, key) => structuredClone(stores[store].get(key)),
    put: async (store, key, value) => {
      stores[store].set(key, structuredClone(value));
    },
    size: (store) => stores[store].size,
  };
}
