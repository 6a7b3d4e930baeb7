/** Evaluation status per node (spec 2 §4): never computed, computed and valid, or needing work. */
export type EvalStatus = 'Untouched' | 'Clean' | 'Dirty';

/**
 * Statuses and the dependants recorded when each node was last computed. Invariant: every
 * dependant of a node that is not Clean is not Clean either, so marking stops at the first
 * node that is already not Clean and the work follows the dirty cone, not the graph.
 */
export class DirtyTracker {
  readonly #status = new Map<string, 'Clean' | 'Dirty'>();
  readonly #dependants = new Map<string, Set<string>>();
  readonly #deps = new Map<string, readonly string[]>();

  statusOf(id: string): EvalStatus {
    return this.#status.get(id) ?? 'Untouched';
  }

  isClean(id: string): boolean {
    return this.#status.get(id) === 'Clean';
  }

  setClean(id: string, deps: readonly string[]): void {
    for (const old of this.#deps.get(id) ?? []) this.#dependants.get(old)?.delete(id);
    this.#deps.set(id, deps);
    for (const dep of deps) {
      const set = this.#dependants.get(dep);
      if (set) set.add(id);
      else this.#dependants.set(dep, new Set([id]));
    }
    this.#status.set(id, 'Clean');
  }

  setDirty(id: string): void {
    this.#status.set(id, 'Dirty');
  }

  /** Marks the seeds and everything downstream of them Dirty. */
  markDirty(seeds: Iterable<string>, onDirty: (id: string) => void): void {
    const stack: string[] = [];
    // an edited node always passes the mark on: a loop end can be Clean while a loop member
    // it watches never ran (zero iterations)
    for (const id of seeds) {
      if (this.#status.get(id) === 'Clean') {
        this.#status.set(id, 'Dirty');
        onDirty(id);
      }
      const dependants = this.#dependants.get(id);
      if (dependants) stack.push(...dependants);
    }
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (this.#status.get(id) !== 'Clean') continue;
      this.#status.set(id, 'Dirty');
      onDirty(id);
      const dependants = this.#dependants.get(id);
      if (dependants) stack.push(...dependants);
    }
  }

  /** Ids with a status whose id starts with a prefix (the inner nodes of a UDN instance). */
  idsWithPrefix(prefix: string): string[] {
    return [...this.#status.keys()].filter((id) => id.startsWith(prefix));
  }

  forget(id: string): void {
    for (const old of this.#deps.get(id) ?? []) this.#dependants.get(old)?.delete(id);
    this.#deps.delete(id);
    this.#dependants.delete(id);
    this.#status.delete(id);
  }
}
