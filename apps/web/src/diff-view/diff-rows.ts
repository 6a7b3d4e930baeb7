import { diffArrays, diffChars, diffLines } from 'diff';

/** A run of a line's text, changed or not against the line it replaces (inline diff). */
export interface Segment {
  text: string;
  changed: boolean;
}

/** One line of a diff: unchanged, added or removed, with its number in the old and/or new text. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  oldNumber?: number;
  newNumber?: number;
  /** where a changed line differs from its counterpart, when the inline diff is highlighted */
  segments?: Segment[];
}

/** Unchanged lines folded away (hideUnchangedLines). */
export interface Skipped {
  kind: 'skipped';
  count: number;
}

/** A side-by-side row: the old line on the left, the new on the right (the same line on both when unchanged). */
export interface SplitRow {
  kind: 'pair';
  left?: DiffLine;
  right?: DiffLine;
}

export interface DiffOptions {
  hideUnchangedLines: boolean;
  highlightInlineDiff: boolean;
  inlineDiffMode: 'char' | 'word';
  inlineDiffWordSeparator: string;
}

export interface DiffResult {
  inline: (DiffLine | Skipped)[];
  split: (SplitRow | Skipped)[];
  added: number;
  removed: number;
}

function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A line cut into tokens at the separator, the separators kept as tokens of their own. */
function wordTokens(line: string, separator: string): string[] {
  if (!separator) return [...line];
  const pieces = line.split(separator);
  return pieces.flatMap((piece, i) => (i < pieces.length - 1 ? [piece, separator] : [piece])).filter(Boolean);
}

/** Where two lines differ, as segments of each: by character, or by the words between separators. */
export function inlineSegments(
  before: string,
  after: string,
  mode: DiffOptions['inlineDiffMode'],
  separator: string,
): [Segment[], Segment[]] {
  const parts =
    mode === 'word'
      ? diffArrays(wordTokens(before, separator), wordTokens(after, separator)).map((part) => ({
          ...part,
          value: part.value.join(''),
        }))
      : diffChars(before, after);
  const left: Segment[] = [];
  const right: Segment[] = [];
  for (const part of parts) {
    if (!part.removed) right.push({ text: part.value, changed: part.added });
    if (!part.added) left.push({ text: part.value, changed: part.removed });
  }
  return [left, right];
}

/** Runs of unchanged rows become one Skipped row each. */
function foldUnchanged<T>(rows: T[], unchanged: (row: T) => boolean): (T | Skipped)[] {
  const out: (T | Skipped)[] = [];
  for (const row of rows) {
    if (!unchanged(row)) out.push(row);
    else {
      const last = out[out.length - 1] as T | Skipped | undefined;
      if (last && (last as Skipped).kind === 'skipped') (last as Skipped).count++;
      else out.push({ kind: 'skipped', count: 1 });
    }
  }
  return out;
}

/**
 * The line diff of two texts (jsdiff's diffLines) as inline rows and side-by-side rows: each
 * block of removed lines is paired, line by line, with the added lines that replace it, and a
 * pair's inline differences are marked when asked.
 */
export function diffRows(before: string, after: string, options: DiffOptions): DiffResult {
  const lines: DiffLine[] = [];
  let oldNumber = 1;
  let newNumber = 1;
  for (const part of diffLines(before, after)) {
    for (const text of linesOf(part.value)) {
      if (part.added) lines.push({ kind: 'added', text, newNumber: newNumber++ });
      else if (part.removed) lines.push({ kind: 'removed', text, oldNumber: oldNumber++ });
      else lines.push({ kind: 'same', text, oldNumber: oldNumber++, newNumber: newNumber++ });
    }
  }

  const split: SplitRow[] = [];
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    if (line.kind === 'same') {
      split.push({ kind: 'pair', left: line, right: line });
      i++;
      continue;
    }
    const removed: DiffLine[] = [];
    const added: DiffLine[] = [];
    for (; i < lines.length && lines[i]!.kind !== 'same'; i++) {
      (lines[i]!.kind === 'removed' ? removed : added).push(lines[i]!);
    }
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const left = removed[k];
      const right = added[k];
      if (left && right && options.highlightInlineDiff) {
        [left.segments, right.segments] = inlineSegments(
          left.text,
          right.text,
          options.inlineDiffMode,
          options.inlineDiffWordSeparator,
        );
      }
      split.push({ kind: 'pair', ...(left ? { left } : {}), ...(right ? { right } : {}) });
    }
  }

  const same = (line: DiffLine) => line.kind === 'same';
  return {
    inline: options.hideUnchangedLines ? foldUnchanged(lines, same) : lines,
    split: options.hideUnchangedLines ? foldUnchanged(split, (row) => row.left?.kind === 'same') : split,
    added: lines.filter((l) => l.kind === 'added').length,
    removed: lines.filter((l) => l.kind === 'removed').length,
  };
}
