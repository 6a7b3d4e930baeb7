/** A topological order of what must be computed, or the cycle that prevents one. */
export type Plan = { order: string[] } | { cycle: string[] };

/**
 * Depth-first walk from `target` over `depsOf`, skipping nodes `isReady` says are computed.
 * Iterative (graphs are deep); the order lists dependencies before dependants.
 */
export function planFrom(
  target: string,
  depsOf: (id: string) => readonly string[],
  isReady: (id: string) => boolean,
): Plan {
  const state = new Map<string, 1 | 2>(); // 1 on the stack, 2 done
  const order: string[] = [];
  const stack: Array<{ id: string; deps: readonly string[]; next: number }> = [];
  const enter = (id: string) => {
    state.set(id, 1);
    stack.push({ id, deps: depsOf(id), next: 0 });
  };
  if (isReady(target)) return { order };
  enter(target);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.deps.length) {
      const dep = frame.deps[frame.next++];
      const s = state.get(dep);
      if (s === 2 || (s === undefined && isReady(dep))) continue;
      if (s === 1) {
        const from = stack.findIndex((f) => f.id === dep);
        return { cycle: stack.slice(from).map((f) => f.id) };
      }
      enter(dep);
    } else {
      stack.pop();
      state.set(frame.id, 2);
      order.push(frame.id);
    }
  }
  return { order };
}

/** A topological order of a fixed set of nodes (deps outside the set are ignored). */
export function orderWithin(ids: Iterable<string>, depsOf: (id: string) => readonly string[]): Plan {
  const set = new Set(ids);
  const done = new Set<string>();
  const order: string[] = [];
  for (const id of set) {
    if (done.has(id)) continue;
    const plan = planFrom(
      id,
      (x) => depsOf(x).filter((d) => set.has(d)),
      (x) => done.has(x),
    );
    if ('cycle' in plan) return plan;
    for (const x of plan.order) {
      done.add(x);
      order.push(x);
    }
  }
  return { order };
}
