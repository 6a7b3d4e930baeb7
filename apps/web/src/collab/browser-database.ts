import { type IDBPDatabase, openDB } from 'idb';

/**
 * One of the app's IndexedDB databases, opened on first use and then shared. Without IndexedDB, or
 * when the browser refuses it, the promise gives undefined and `unavailable` says what is lost
 * (the store's data lives in memory or not at all).
 */
export function lazyDatabase(
  name: string,
  upgrade: (db: IDBPDatabase) => void,
  unavailable: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
  logger: { warn(message: string): void } = console,
): () => Promise<IDBPDatabase | undefined> {
  let opened: Promise<IDBPDatabase | undefined> | undefined;
  return () => {
    opened ??= factory
      ? openDB(name, 1, { upgrade }).catch((error: Error) => {
          logger.warn(`${unavailable}: ${error.message}`);
          return undefined;
        })
      : Promise.resolve(undefined);
    return opened;
  };
}
