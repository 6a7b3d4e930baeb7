import { lazyDatabase } from './browser-database.js';
import { boundStacks, type KeptUndo, keptUndoKey, readKeptUndo } from './undo-record.js';

/** Where kept stacks are written: IndexedDB in the browser, a Map in tests. */
export interface UndoBackend {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Each user's undo and redo stacks per project, kept in this browser (docs/collaboration.md). */
export interface UndoStore {
  /** The user's kept stacks of the project; undefined when there are none or they are unreadable. */
  read(userId: string, projectId: string): Promise<KeptUndo | undefined>;
  /** Keeps the stacks (their newest steps within the bounds); empty stacks remove the record. */
  write(kept: KeptUndo): Promise<void>;
}

export function undoStore(backend: UndoBackend): UndoStore {
  return {
    async read(userId, projectId) {
      const value = await backend.get(keptUndoKey(userId, projectId));
      return value === undefined ? undefined : readKeptUndo(value, userId, projectId);
    },
    async write(kept) {
      const key = keptUndoKey(kept.userId, kept.projectId);
      const stacks = boundStacks(kept);
      if (stacks.undo.length === 0 && stacks.redo.length === 0) await backend.delete(key);
      else await backend.put(key, { ...kept, ...stacks });
    },
  };
}

const DATABASE = 'nodeloom-undo';
const STORE = 'stacks';

/** The browser's IndexedDB; without it (or refused) nothing is kept and a reload starts afresh. */
export function indexedDbUndoBackend(factory: IDBFactory | undefined = globalThis.indexedDB): UndoBackend {
  const database = lazyDatabase(
    DATABASE,
    (db) => {
      db.createObjectStore(STORE);
    },
    'Undo history is not kept across reloads',
    factory,
  );
  return {
    get: async (key) => (await database())?.get(STORE, key),
    put: async (key, value) => {
      await (await database())?.put(STORE, value, key);
    },
    delete: async (key) => {
      await (await database())?.delete(STORE, key);
    },
  };
}
