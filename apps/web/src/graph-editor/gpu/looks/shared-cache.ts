/**
 * Things shared by key between the nodes that use them (a body's geometry, a socket row): counted
 * by their users; unused ones wait among the idle (at most `idleLimit`, the oldest disposed first),
 * so a node resized through a hundred sizes leaves no hundred geometries behind.
 */
export class SharedCache<T> {
  readonly #entries = new Map<string, { value: T; users: number }>();
  /** unused keys, oldest first */
  readonly #idle = new Set<string>();

  constructor(
    private readonly dispose: (value: T) => void,
    private readonly idleLimit: number,
  ) {}

  /** The value of `key`, made by `make` when there is none; pair each call with `release(key)`. */
  acquire(key: string, make: () => T): T {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { value: make(), users: 0 };
      this.#entries.set(key, entry);
    }
    this.#idle.delete(key);
    entry.users++;
    return entry.value;
  }

  release(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry || --entry.users > 0) return;
    this.#idle.add(key);
    if (this.#idle.size <= this.idleLimit) return;
    const oldest = this.#idle.values().next().value as string;
    this.#idle.delete(oldest);
    const evicted = this.#entries.get(oldest);
    this.#entries.delete(oldest);
    if (evicted) this.dispose(evicted.value);
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    for (const entry of this.#entries.values()) this.dispose(entry.value);
    this.#entries.clear();
    this.#idle.clear();
  }
}
