/** The accessible name of a level drawn as the overview (no node views): what it holds. */
export function overviewLabel(nodeCount: number): string {
  return `Overview of the level: ${nodeCount} nodes`;
}
