/** The longest prefix every candidate shares: what one Tab can fill in without choosing. */
export function commonPrefix(candidates: readonly string[]): string {
  if (candidates.length === 0) return '';
  let prefix = candidates[0]!;
  for (const candidate of candidates) {
    while (!candidate.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  return prefix;
}
