import type { Language } from '@codemirror/language';
import { classHighlighter, highlightCode } from '@lezer/highlight';
import type { Segment } from './diff-rows.js';

/** A run of a line's text with the classes it is drawn with. */
export interface Span {
  text: string;
  className: string;
}

/** A text's lines as highlighted spans (lezer's tok-* classes), one array per line. */
export function highlightedLines(text: string, parser: Language['parser']): Span[][] {
  const lines: Span[][] = [[]];
  highlightCode(
    text,
    parser.parse(text),
    classHighlighter,
    (piece, classes) => lines[lines.length - 1]!.push({ text: piece, className: classes }),
    () => lines.push([]),
  );
  return lines;
}

/**
 * Two ways of cutting the same line into spans laid over each other: every span of the result has
 * the classes of both runs it falls in (a token partly changed is split at the change).
 */
export function overlaySpans(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  let aLeft = a[0]?.text ?? '';
  let bLeft = b[0]?.text ?? '';
  while (i < a.length && j < b.length) {
    const size = Math.min(aLeft.length, bLeft.length);
    if (size > 0) {
      const className = [a[i]!.className, b[j]!.className].filter(Boolean).join(' ');
      out.push({ text: aLeft.slice(0, size), className });
    }
    aLeft = aLeft.slice(size);
    bLeft = bLeft.slice(size);
    if (!aLeft) aLeft = a[++i]?.text ?? '';
    if (!bLeft) bLeft = b[++j]?.text ?? '';
  }
  return out;
}

/** The spans a diff line is drawn with: its tokens (if highlighted) over its inline changes (if any). */
export function lineSpans(text: string, tokens: Span[] | undefined, segments: Segment[] | undefined): Span[] {
  const changes = segments?.map((s) => ({ text: s.text, className: s.changed ? 'diff-change' : '' }));
  if (tokens && tokens.length > 0 && changes) return overlaySpans(tokens, changes);
  return changes ?? (tokens && tokens.length > 0 ? tokens : [{ text, className: '' }]);
}
