/** Listeners of the editor: every change notifies all of them (views select what they need). */
export class Emitter {
  readonly #listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  clear(): void {
    this.#listeners.clear();
  }
}
