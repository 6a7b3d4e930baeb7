import { describe, expect, it } from 'vitest';
import { type DiffOptions, diffRows, inlineSegments } from './diff-rows.js';

const OPTIONS: DiffOptions = {
  hideUnchangedLines: false,
  highlightInlineDiff: true,
  inlineDiffMode: 'char',
  inlineDiffWordSeparator: ' ',
};

describe('diffRows', () => {
  const before = 'one\ntwo cats\nthree\nfour\n';
  const after = 'one\ntwo dogs\nthree\nfive\nsix\n';

  it('numbers each side and pairs a removed line with the line that replaces it', () => {
    const { inline, split, added, removed } = diffRows(before, after, OPTIONS);
    expect([added, removed]).toEqual([3, 2]);
    expect(
      inline.map((l) =>
        'text' in l ? `${l.kind} ${l.oldNumber ?? '-'} ${l.newNumber ?? '-'} ${l.text}` : '',
      ),
    ).toEqual([
      'same 1 1 one',
      'removed 2 - two cats',
      'added - 2 two dogs',
      'same 3 3 three',
      'removed 4 - four',
      'added - 4 five',
      'added - 5 six',
    ]);
    expect(
      split.map((r) => (r.kind === 'pair' ? `${r.left?.text ?? ''} | ${r.right?.text ?? ''}` : '')),
    ).toEqual(['one | one', 'two cats | two dogs', 'three | three', 'four | five', ' | six']);
  });

  it('marks the characters that changed, or nothing when the inline diff is off', () => {
    const pair = diffRows(before, after, OPTIONS).split[1]!;
    expect(
      pair.kind === 'pair' &&
        pair.left?.segments
          ?.filter((s) => s.changed)
          .map((s) => s.text)
          .join(''),
    ).toBe('cat');
    const plain = diffRows(before, after, { ...OPTIONS, highlightInlineDiff: false }).split[1]!;
    expect(plain.kind === 'pair' && plain.left?.segments).toBeUndefined();
  });

  it('folds unchanged runs when they are hidden', () => {
    const { inline, split } = diffRows('a\nb\nc\nd\n', 'a\nb\nc\nD\n', {
      ...OPTIONS,
      hideUnchangedLines: true,
    });
    expect(inline.map((r) => (r.kind === 'skipped' ? `skip ${r.count}` : r.text))).toEqual([
      'skip 3',
      'd',
      'D',
    ]);
    expect(split.map((r) => r.kind)).toEqual(['skipped', 'pair']);
  });
});

describe('inlineSegments', () => {
  it('compares whole words between separators in word mode', () => {
    const [left, right] = inlineSegments('a,quick,fox', 'a,slow,fox', 'word', ',');
    expect(left).toEqual([
      { text: 'a,', changed: false },
      { text: 'quick', changed: true },
      { text: ',fox', changed: false },
    ]);
    expect(right.filter((s) => s.changed).map((s) => s.text)).toEqual(['slow']);
  });
});
