/**
 * The items whose text holds every word of the search, in any case and order ('len trim' finds
 * 'Trim then length'); an empty search keeps them all.
 */
export function searchLibrary<T>(items: readonly T[], search: string, text: (item: T) => string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = text(item).toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
