/**
 * A topological order of what must be computed (with the deps `depsOf` gave for each, by index),
 * or the cycle that prevents one.
 */
export type Plan = { order: string[]; deps: (readonly string[])[] } | { cycle: string[] };

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
  const orderDeps: (readonly string[])[] = [];
  const stack: Array<{ id: string; deps: readonly string[]; next: number }> = [];
  if (isReady(target)) return { order, deps: orderDeps };
  state.set(target, 1);
  stack.push({ id: target, deps: depsOf(target), next: 0 });
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
      state.set(dep, 1);
      stack.push({ id: dep, deps: depsOf(dep), next: 0 });
    } else {
      stack.pop();
      state.set(frame.id, 2);
      order.push(frame.id);
      orderDeps.push(frame.deps);
    }
  }
  return { order, deps: orderDeps };
}

/** A topological order of a fixed set of nodes (deps outside the set are ignored). */
export function orderWithin(ids: Iterable<string>, depsOf: (id: string) => readonly string[]): Plan {
  const set = new Set(ids);
  const done = new Set<string>();
  const order: string[] = [];
  const deps: (readonly string[])[] = [];
  for (const id of set) {
    if (done.has(id)) continue;
    const plan = planFrom(
      id,
      (x) => depsOf(x).filter((d) => set.has(d)),
      (x) => done.has(x),
    );
    if ('cycle' in plan) return plan;
    for (let i = 0; i < plan.order.length; i++) {
      done.add(plan.order[i]);
      order.push(plan.order[i]);
      deps.push(plan.deps[i]); // within the set
    }
  }
  return { order, deps };
}
