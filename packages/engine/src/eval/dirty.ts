import type { Plan } from './plan.js';

/** Evaluation status per node (spec 2 §4): never computed, computed and valid, or needing work. */
export type EvalStatus = 'Untouched' | 'Clean' | 'Dirty';

/**
 * Statuses, the outputs of Clean nodes and the dependants recorded when each node was last
 * computed (one record per node: one map lookup instead of one per map). Invariant: every
 * dependant of a node that is not Clean is not Clean either, so marking stops at the first
 * node that is already not Clean and the work follows the dirty cone, not the graph.
 */
export class DirtyTracker {
  /** one record per node (a node may have dependants before it has a status) */
  readonly #entries = new Map<string, Entry>();
  /** counts plans: an entry's `mark` says whether the current one is visiting or has ordered it */
  #plans = 0;

  statusOf(id: string): EvalStatus {
    return this.#entries.get(id)?.status ?? 'Untouched';
  }

  isClean(id: string): boolean {
    return this.#entries.get(id)?.status === 'Clean';
  }

  /** The outputs of a Clean node (a node not Clean has none). */
  outputsOf(id: string): Record<string, unknown> | undefined {
    const entry = this.#entries.get(id);
    return entry?.status === 'Clean' ? entry.outputs : undefined;
  }

  setClean(id: string, deps: readonly string[], outputs: Record<string, unknown>): void {
    const entry = this.#entry(id);
    entry.outputs = outputs;
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
    const entry = this.#entry(id);
    entry.status = 'Dirty';
    entry.outputs = undefined;
  }

  /** Marks the seeds and everything downstream of them Dirty (their outputs dropped). */
  markDirty(seeds: Iterable<string>): void {
    const stack: string[] = [];
    // an edited node always passes the mark on: a loop end can be Clean while a loop member
    // it watches never ran (zero iterations)
    for (const id of seeds) {
      const entry = this.#entries.get(id);
      if (!entry) continue;
      if (entry.status === 'Clean') {
        entry.status = 'Dirty';
        entry.outputs = undefined;
      }
      if (entry.dependants) for (const dependant of entry.dependants) stack.push(dependant);
    }
    while (stack.length > 0) {
      const id = stack.pop()!;
      const entry = this.#entries.get(id);
      if (entry?.status !== 'Clean') continue;
      entry.status = 'Dirty';
      entry.outputs = undefined;
      if (entry.dependants) for (const dependant of entry.dependants) stack.push(dependant);
    }
  }

  /**
   * What a pull of `target` must compute, as planFrom with Clean nodes ready: a visit is marked on
   * the node's own entry (found anyway for its status) instead of in a map made per plan.
   */
  plan(target: string, depsOf: (id: string) => readonly string[]): Plan {
    const visiting = ++this.#plans * 2;
    const done = visiting + 1;
    const order: string[] = [];
    const orderDeps: (readonly string[])[] = [];
    const first = this.#entry(target);
    if (first.status === 'Clean') return { order, deps: orderDeps };
    first.mark = visiting;
    const stack: PlanFrame[] = [{ id: target, entry: first, deps: depsOf(target), next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.next < frame.deps.length) {
        const dep = frame.deps[frame.next++];
        const entry = this.#entry(dep);
        if (entry.mark === done || (entry.mark !== visiting && entry.status === 'Clean')) continue;
        if (entry.mark === visiting) {
          const from = stack.findIndex((f) => f.id === dep);
          return { cycle: stack.slice(from).map((f) => f.id) };
        }
        entry.mark = visiting;
        stack.push({ id: dep, entry, deps: depsOf(dep), next: 0 });
      } else {
        stack.pop();
        frame.entry.mark = done;
        order.push(frame.id);
        orderDeps.push(frame.deps);
      }
    }
    return { order, deps: orderDeps };
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
      entry = { status: undefined, outputs: undefined, deps: NO_DEPS, dependants: undefined, mark: 0 };
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

/** A node's status, its outputs while Clean, what it read when last computed, and who read it. */
interface Entry {
  status: 'Clean' | 'Dirty' | undefined;
  outputs: Record<string, unknown> | undefined;
  deps: readonly string[];
  dependants: Dependants | undefined;
  /** DirtyTracker.plan's visit marks */
  mark: number;
}

interface PlanFrame {
  id: string;
  entry: Entry;
  deps: readonly string[];
  next: number;
}
