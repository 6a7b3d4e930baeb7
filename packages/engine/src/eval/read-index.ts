import type { Connection } from '../model/index.js';

/** Adds `value` to the set kept under `key` (the evaluator's indexes of readers and kinds). */
export function addTo(index: Map<string, Set<string>>, key: string, value: string): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

/** Adds the source nodes of wires to `deps`, each once (most nodes have few wires: a scan beats a Set). */
export function addSources(deps: string[], wires: readonly Connection[]): void {
  if (deps.length + wires.length <= 16) {
    for (const wire of wires) if (!deps.includes(wire.sourceNode)) deps.push(wire.sourceNode);
    return;
  }
  const seen = new Set(deps);
  for (const wire of wires) {
    if (seen.has(wire.sourceNode)) continue;
    seen.add(wire.sourceNode);
    deps.push(wire.sourceNode);
  }
}
