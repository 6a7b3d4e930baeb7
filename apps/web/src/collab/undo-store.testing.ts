import type { ChannelLike } from './cross-window.js';
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

/** One end of an in-memory broadcast channel: a post reaches every other end at once, with `origin`. */
export class MemoryChannel implements ChannelLike {
  readonly #listeners = new Set<(event: MessageEvent) => void>();
  constructor(
    private readonly hub: Set<MemoryChannel>,
    readonly origin: string,
  ) {
    hub.add(this);
  }
  postMessage(message: unknown): void {
    const data = structuredClone(message);
    for (const other of this.hub)
      if (other !== this)
        for (const listener of other.#listeners)
          listener(new MessageEvent('message', { data, origin: this.origin }));
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.delete(listener);
  }
  close(): void {
    this.hub.delete(this);
  }
}
