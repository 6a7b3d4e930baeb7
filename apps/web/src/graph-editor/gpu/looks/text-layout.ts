// Text laid out as the DOM lays it out (white-space: nowrap + ellipsis; pre-wrap + overflow-wrap:
// anywhere), measured by a function so the layout is pure and the canvas's measure is swapped in.

/** The width of a text in CSS pixels, in one font. */
export type Measure = (text: string) => number;

/** `text` on one line in `maxWidth`, cut with an ellipsis when it does not fit. */
export function fitLine(text: string, maxWidth: number, measure: Measure): string {
  if (!text || measure(text) <= maxWidth) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${text.slice(0, mid)}…`) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}…`;
}

/**
 * `text` in lines of at most `maxWidth`: its own line breaks kept, lines broken at spaces, a word
 * longer than a line broken anywhere; at most `maxLines` lines (the last one ends in an ellipsis
 * when text was left out).
 */
export function wrapLines(text: string, maxWidth: number, measure: Measure, maxLines = Infinity): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    lines.push(...wrapParagraph(paragraph, maxWidth, measure));
    if (lines.length > maxLines) break;
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(0, maxLines));
  if (kept.length > 0) kept[kept.length - 1] = fitLine(`${kept[kept.length - 1]}…`, maxWidth, measure);
  return kept;
}

function wrapParagraph(paragraph: string, maxWidth: number, measure: Measure): string[] {
  if (measure(paragraph) <= maxWidth) return [paragraph];
  const lines: string[] = [];
  let line = '';
  // words with the spaces before them, as pre-wrap keeps them
  for (const word of paragraph.match(/\s*\S+|\s+$/g) ?? []) {
    const next = line + word;
    if (measure(next) <= maxWidth) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.trimStart();
    while (line.length > 1 && measure(line) > maxWidth) {
      const cut = longestFit(line, maxWidth, measure);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

/** How many leading characters of `text` fit in `maxWidth` (at least one). */
function longestFit(text: string, maxWidth: number, measure: Measure): number {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, mid)) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low;
}
