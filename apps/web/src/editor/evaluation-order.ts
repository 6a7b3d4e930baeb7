import type { XY } from './editor-api.js';

/**
 * The ids nearest `focus` first (squared distance of each node's position), so the values a user
 * looks at fill in before the rest. Ids without a position keep their order after the others.
 */
export function nearestFirst(
  ids: readonly string[],
  positionOf: (id: string) => XY | undefined,
  focus: XY,
): string[] {
  const placed: { id: string; distance: number }[] = [];
  const unplaced: string[] = [];
  for (const id of ids) {
    const at = positionOf(id);
    if (!at) unplaced.push(id);
    else placed.push({ id, distance: (at.x - focus.x) ** 2 + (at.y - focus.y) ** 2 });
  }
  // Array.prototype.sort is stable: equally distant nodes keep the order they were asked in
  placed.sort((a, b) => a.distance - b.distance);
  return [...placed.map((p) => p.id), ...unplaced];
}
