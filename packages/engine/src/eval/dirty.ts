/** Evaluation status per node (spec 2 §4): never computed, computed and valid, or needing work. */
export type EvalStatus = 'Untouched' | 'Clean' | 'Dirty';

/**
 * Statuses and the dependants recorded when each node was last computed. Invariant: every
 * dependant of a node that is not Clean is not Clean either, so marking stops at the first
 * node that is already not Clean and the work follows the dirty cone, not the graph.
 */
export class DirtyTracker {
  /** one record per node (a node may have dependants before it has a status) */
  readonly #entries = new Map<string, Entry>();

  statusOf(id: string): EvalStatus {
    return this.#entries.get(id)?.status ?? 'Untouched';
  }

  isClean(id: string): boolean {
    return this.#entries.get(id)?.status === 'Clean';
  }

  setClean(id: string, deps: readonly string[]): void {
    const entry = this.#entry(id);
    // a recomputed node mostly reads what it read before (an edit upstream): the links stand
    if (sameIds(entry.deps, deps)) {
      entry.deps = deps;
      entry.status = 'Clean';
      return;
    }
    this.#unlink(id, entry.deps);
    entry.deps = deps;
    for (const dep of deps) {
      const depEntry = this.#entry(dep);
      depEntry.dependants = withDependant(depEntry.dependants, id);
    }
    entry.status = 'Clean';
  }

  setDirty(id: string): void {
    this.#entry(id).status = 'Dirty';
  }

  /** Marks the seeds and everything downstream of them Dirty. */
  markDirty(seeds: Iterable<string>, onDirty: (id: string) => void): void {
    const stack: string[] = [];
    // an edited node always passes the mark on: a loop end can be Clean while a loop member
    // it watches never ran (zero iterations)
    for (const id of seeds) {
      const entry = this.#entries.get(id);
      if (!entry) continue;
      if (entry.status === 'Clean') {
        entry.status = 'Dirty';
        onDirty(id);
      }
      if (entry.dependants) for (const dependant of entry.dependants) stack.push(dependant);
    }
    while (stack.length > 0) {
      const id = stack.pop()!;
      const entry = this.#entries.get(id);
      if (entry?.status !== 'Clean') continue;
      entry.status = 'Dirty';
      onDirty(id);
      if (entry.dependants) for (const dependant of entry.dependants) stack.push(dependant);
    }
  }

  /** Ids with a status whose id starts with a prefix (the inner nodes of a UDN instance). */
  idsWithPrefix(prefix: string): string[] {
    const out: string[] = [];
    for (const [id, entry] of this.#entries) if (entry.status && id.startsWith(prefix)) out.push(id);
    return out;
  }

  forget(id: string): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#unlink(id, entry.deps);
    // its readers' links to it go with it: when they next compute (a node of that id may be back,
    // by undo), setClean must link them again rather than find their deps unchanged
    if (entry.dependants) {
      for (const dependant of entry.dependants) {
        const dependantEntry = this.#entries.get(dependant);
        if (dependantEntry) dependantEntry.deps = NO_DEPS;
      }
    }
    this.#entries.delete(id);
  }

  #unlink(id: string, deps: readonly string[]): void {
    for (const dep of deps) {
      const depEntry = this.#entries.get(dep);
      if (depEntry?.dependants) depEntry.dependants = withoutDependant(depEntry.dependants, id);
    }
  }

  #entry(id: string): Entry {
    let entry = this.#entries.get(id);
    if (!entry) {
      entry = { status: undefined, deps: NO_DEPS, dependants: undefined };
      this.#entries.set(id, entry);
    }
    return entry;
  }
}

const NO_DEPS: readonly string[] = [];

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Who read a node: a small array (most nodes have one or two readers, and a Set costs far more to
 * make and keep), a Set past SMALL readers.
 */
type Dependants = string[] | Set<string>;
const SMALL = 8;

function withDependant(dependants: Dependants | undefined, id: string): Dependants {
  if (!dependants) return [id];
  if (!Array.isArray(dependants)) return dependants.add(id);
  if (dependants.includes(id)) return dependants;
  if (dependants.length < SMALL) {
    dependants.push(id);
    return dependants;
  }
  return new Set(dependants).add(id);
}

function withoutDependant(dependants: Dependants, id: string): Dependants {
  if (!Array.isArray(dependants)) {
    dependants.delete(id);
    return dependants;
  }
  const at = dependants.indexOf(id);
  if (at >= 0) dependants.splice(at, 1);
  return dependants;
}

/** A node's status, what it read when last computed, and who read it. */
interface Entry {
  status: 'Clean' | 'Dirty' | undefined;
  deps: readonly string[];
  dependants: Dependants | undefined;
}
