import { UDN_CACHE_DATABASE, UDN_CACHE_DATABASE_VERSION } from '@nodeloom/engine';
import type { UdnStoreName, UdnStorePort } from './udn-cache.js';

const STORES: readonly UdnStoreName[] = ['graphs', 'metadata'];

/** Opening and deleting a database, as a port: IndexedDB in the browser, fakes in tests. */
export interface DatabaseOpener<D> {
  open(): Promise<D>;
  remove(): Promise<void>;
}

/**
 * Opens the database; when that fails (a broken or incompatible copy) it is deleted and created
 * again once (spec 1 §7). A second failure is thrown to the caller.
 */
export async function openOrRecreate<D>(
  opener: DatabaseOpener<D>,
  warn: (message: string) => void = console.warn,
): Promise<D> {
  try {
    return await opener.open();
  } catch (error) {
    warn(`${UDN_CACHE_DATABASE} failed to open, recreating it: ${(error as Error).message}`);
    await opener.remove();
    return opener.open();
  }
}

const settle = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** The 'udn-cache' database version 2 of IndexedDB; its stores are made on upgrade. */
export function indexedDbOpener(factory: IDBFactory): DatabaseOpener<IDBDatabase> {
  return {
    open: () => {
      const request = factory.open(UDN_CACHE_DATABASE, UDN_CACHE_DATABASE_VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        // an older layout is dropped: the cache only ever saves a fetch
        for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
        for (const name of STORES) db.createObjectStore(name);
      };
      return settle(request).then((db) => {
        const missing = STORES.filter((name) => !db.objectStoreNames.contains(name));
        if (missing.length > 0) {
          db.close();
          throw new Error(`missing stores: ${missing.join(', ')}`);
        }
        return db;
      });
    },
    remove: () => settle(factory.deleteDatabase(UDN_CACHE_DATABASE)).then(() => undefined),
  };
}

/** A store port over an open IndexedDB database. */
export function indexedDbStore(db: IDBDatabase): UdnStorePort {
  return {
    get: (store, key) => settle(db.transaction(store, 'readonly').objectStore(store).get(key)),
    put: (store, key, value) =>
      settle(db.transaction(store, 'readwrite').objectStore(store).put(value, key)).then(() => undefined),
  };
}
