// A list kept in browser storage as JSON, most recent first, one entry per key and a bounded
// length (the recent projects, the kept canvas views). Storage is outside our control: whatever
// it holds is read defensively.

/**
 * Parses a stored list: anything that is not JSON or not a list reads as empty, an entry `read`
 * refuses (null) is dropped alone, a later entry with a key already read is dropped, and at most
 * `limit` entries are kept.
 */
export function parseStoredList<T>(
  stored: string | null,
  read: (item: unknown) => T | null,
  keyOf: (entry: T) => string,
  limit: number,
): T[] {
  let raw: unknown;
  try {
    raw = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const entries: T[] = [];
  const keys = new Set<string>();
  for (const item of raw) {
    const entry = read(item);
    if (entry === null || keys.has(keyOf(entry))) continue;
    keys.add(keyOf(entry));
    entries.push(entry);
  }
  return entries.slice(0, limit);
}

/** The list with `entry` first, its older entry (same key) dropped, at most `limit` long. */
export function withFirst<T>(list: readonly T[], entry: T, keyOf: (entry: T) => string, limit: number): T[] {
  const key = keyOf(entry);
  return [entry, ...list.filter((item) => keyOf(item) !== key)].slice(0, limit);
}
