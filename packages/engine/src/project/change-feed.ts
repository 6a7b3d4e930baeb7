import type { ChangeBatch, ChangeListener } from './change-batch.js';

/**
 * Delivers change batches to listeners, in the order the batches were applied: a batch published
 * by a listener (it dispatched in reply) waits until every listener has heard the current one.
 * A listener that throws does not stop the others nor the engine's own work (the batch is applied
 * already); its error is rethrown on a microtask, where the host reports it.
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  readonly #queue: ChangeBatch[] = [];
  #delivering = false;

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  hasListeners(): boolean {
    return this.#listeners.size > 0;
  }

  publish(batch: ChangeBatch): void {
    this.#queue.push(batch);
    if (this.#delivering) return;
    this.#delivering = true;
    try {
      for (let next = this.#queue.shift(); next; next = this.#queue.shift()) this.#deliver(next);
    } finally {
      this.#delivering = false;
    }
  }

  #deliver(batch: ChangeBatch): void {
    for (const listener of [...this.#listeners]) {
      // unsubscribed by an earlier listener of this batch: it hears no more
      if (!this.#listeners.has(listener)) continue;
      try {
        listener(batch);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
