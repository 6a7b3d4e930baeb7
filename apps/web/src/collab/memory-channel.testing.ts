import type { ChannelLike } from './cross-window.js';

/**
 * One end of an in-memory broadcast channel, as BroadcastChannel behaves between a project's
 * windows: a post reaches every other end of the hub at once, as a copy, with this end's `origin`.
 * Serves the tests of both channels on it (CrossWindowSync, UndoChannel).
 */
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
