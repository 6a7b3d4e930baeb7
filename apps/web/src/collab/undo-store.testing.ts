import type { UndoBackend } from './undo-store.js';

/** The IndexedDB backend's contract over a Map (what was put is what is got, as a copy). */
export function memoryUndoBackend(): UndoBackend & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    get: async (key) => structuredClone(records.get(key)),
    put: async (key, value) => {
      records.set(key, structuredClone(value));
    },
    delete: async (key) => {
      records.delete(key);
    },
  };
}
