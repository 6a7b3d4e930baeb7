/**
 * How well `query` matches `text` (both already lower case): 0 when it does not. A whole match
 * beats a prefix, a prefix beats a word start, a word start beats a substring, and any substring
 * beats a scattered match (the query's letters in order, as "pls" finds "plus"); within a kind,
 * earlier and tighter matches score higher. Long texts (paths) may refuse scattered matches,
 * which would find almost any short query in them.
 */
export function fuzzyScore(text: string, query: string, allowScattered = true): number {
  if (query === '') return 0;
  if (text === query) return 1000;
  const at = text.indexOf(query);
  if (at === 0) return 900 - Math.min(text.length, 99);
  if (at > 0) {
    const wordStart = isBoundary(text, at) || wordStartAfter(text, query, at);
    return (wordStart ? 700 : 500) - Math.min(at, 99);
  }
  return allowScattered ? scattered(text, query) : 0;
}

function isBoundary(text: string, index: number): boolean {
  return index === 0 || /[\s/_\-.]/.test(text[index - 1]);
}

/** A later occurrence that starts a word ('price' in 'total_price' after a 'price' mid-word). */
function wordStartAfter(text: string, query: string, from: number): boolean {
  for (let at = text.indexOf(query, from + 1); at >= 0; at = text.indexOf(query, at + 1))
    if (isBoundary(text, at)) return true;
  return false;
}

/** Letters of the query in order, scattered: up to 300, less for every gap and a late start. */
function scattered(text: string, query: string): number {
  let score = 300;
  let previous = -1;
  for (const letter of query) {
    const at = text.indexOf(letter, previous + 1);
    if (at < 0) return 0;
    if (previous >= 0 && at > previous + 1) score -= Math.min(at - previous - 1, 20) * 3;
    if (previous < 0) score -= Math.min(at, 30);
    if (isBoundary(text, at)) score += 5;
    previous = at;
  }
  return Math.max(score, 1);
}

/**
 * Which letters of `text` a query matched, for highlighting: the first whole occurrence, else
 * the scattered letters in order; empty when it does not match. Case-insensitive.
 */
export function matchedLetters(text: string, query: string): number[] {
  const lower = text.toLowerCase();
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const at = lower.indexOf(q);
  if (at >= 0) return Array.from({ length: q.length }, (_, i) => at + i);
  const letters: number[] = [];
  let previous = -1;
  for (const letter of q) {
    const next = lower.indexOf(letter, previous + 1);
    if (next < 0) return [];
    letters.push(next);
    previous = next;
  }
  return letters;
}
