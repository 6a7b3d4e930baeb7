import type { UdnCache } from '@nodeloom/engine';
import { memoryUdnStore, type UdnStorePort, udnCacheOver } from './udn-cache.js';
import { indexedDbOpener, indexedDbStore, openOrRecreate } from './udn-database.js';

/**
 * The 'udn-cache' of this browser: IndexedDB opened on first use (deleted and recreated if it
 * fails to open), or entries in memory when IndexedDB is missing or cannot be opened at all.
 */
export function browserUdnCache(factory: IDBFactory | undefined = globalThis.indexedDB): UdnCache {
  let store: Promise<UdnStorePort> | undefined;
  const port = (): Promise<UdnStorePort> => {
    store ??= factory
      ? openOrRecreate(indexedDbOpener(factory))
          .then(indexedDbStore)
          .catch((error: Error) => {
            console.warn(`udn-cache unavailable, keeping UDNs in memory: ${error.message}`);
            return memoryUdnStore();
          })
      : Promise.resolve(memoryUdnStore());
    return store;
  };
  return udnCacheOver({
    get: async (name, key) => (await port()).get(name, key),
    put: async (name, key, value) => (await port()).put(name, key, value),
  });
}
