import type { Language } from '@codemirror/language';
import { useEffect, useMemo, useState } from 'react';
import { loadLanguage } from '../code-view/code-languages.js';
import { type DiffLine, type DiffOptions, diffRows, type Skipped } from './diff-rows.js';
import { highlightedLines, lineSpans, type Span } from './line-spans.js';
import '../code-view/code-view.css';
import './diff-view.css';

export type DiffLayout = 'split' | 'inline';

export interface DiffViewProps {
  before: string;
  after: string;
  layout: DiffLayout;
  options: DiffOptions & { lineNumbers: boolean; syntaxHighlight: boolean };
  /** the language both texts are highlighted in when syntaxHighlight is on */
  language?: string;
}

const SIGN = { same: ' ', added: '+', removed: '−' } as const;

/** The parser of a language, once its CodeMirror support has loaded (undefined until then, or for none). */
function useParser(language: string | undefined): Language['parser'] | undefined {
  const [parser, setParser] = useState<{ language: string; parser: Language['parser'] }>();
  useEffect(() => {
    let current = true;
    if (language) {
      loadLanguage(language)?.then((support) => {
        if (current) setParser({ language, parser: support.language.parser });
      });
    }
    return () => {
      current = false;
    };
  }, [language]);
  return parser && parser.language === language ? parser.parser : undefined;
}

/**
 * Two texts compared line by line (jsdiff): side by side or inline, with line numbers, unchanged
 * lines folded, the changed characters or words of a replaced line marked, and both texts
 * highlighted in their language.
 */
export default function DiffView({ before, after, layout, options, language }: DiffViewProps) {
  const { hideUnchangedLines, highlightInlineDiff, inlineDiffMode, inlineDiffWordSeparator } = options;
  const diff = useMemo(
    () =>
      diffRows(before, after, {
        hideUnchangedLines,
        highlightInlineDiff,
        inlineDiffMode,
        inlineDiffWordSeparator,
      }),
    [before, after, hideUnchangedLines, highlightInlineDiff, inlineDiffMode, inlineDiffWordSeparator],
  );
  const parser = useParser(options.syntaxHighlight ? language : undefined);
  const tokens = useMemo(
    () =>
      parser
        ? { before: highlightedLines(before, parser), after: highlightedLines(after, parser) }
        : undefined,
    [parser, before, after],
  );
  const tokensOf = (line: DiffLine): Span[] | undefined =>
    line.kind === 'added' ? tokens?.after[line.newNumber! - 1] : tokens?.before[line.oldNumber! - 1];

  const numbers = options.lineNumbers;
  const text = (line: DiffLine) => (
    <code className="diff-text">
      {lineSpans(line.text, tokensOf(line), line.segments).map((span, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: spans are positional
        <span key={i} className={span.className || undefined}>
          {span.text}
        </span>
      ))}
    </code>
  );
  const skipped = (row: Skipped, key: number) => (
    <div key={key} role="row" className="diff-row diff-row--skipped">
      <span role="cell">
        {row.count} unchanged line{row.count === 1 ? '' : 's'}
      </span>
    </div>
  );

  if (layout === 'inline') {
    return (
      <div
        role="table"
        aria-label="Inline diff"
        className={`diff-view diff-view--inline${numbers ? ' diff-view--numbered' : ''}`}
      >
        {diff.inline.map((row, i) =>
          row.kind === 'skipped' ? (
            skipped(row, i)
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <div key={i} role="row" className={`diff-row diff-row--${row.kind}`}>
              {numbers ? (
                <>
                  <span role="cell" className="diff-number" aria-label="Old line">
                    {row.oldNumber ?? ''}
                  </span>
                  <span role="cell" className="diff-number" aria-label="New line">
                    {row.newNumber ?? ''}
                  </span>
                </>
              ) : null}
              <span role="cell" className="diff-sign" aria-hidden="true">
                {SIGN[row.kind]}
              </span>
              <span role="cell">{text(row)}</span>
            </div>
          ),
        )}
      </div>
    );
  }

  const half = (line: DiffLine | undefined, side: 'left' | 'right') => {
    const number = side === 'left' ? line?.oldNumber : line?.newNumber;
    return (
      <span role="cell" className={`diff-half diff-half--${line?.kind ?? 'empty'}`}>
        {numbers ? <span className="diff-number">{number ?? ''}</span> : null}
        {line ? text(line) : null}
      </span>
    );
  };
  return (
    <div
      role="table"
      aria-label="Side-by-side diff"
      className={`diff-view diff-view--split${numbers ? ' diff-view--numbered' : ''}`}
    >
      {diff.split.map((row, i) =>
        row.kind === 'skipped' ? (
          skipped(row, i)
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          <div key={i} role="row" className="diff-row">
            {half(row.left, 'left')}
            {half(row.right, 'right')}
          </div>
        ),
      )}
    </div>
  );
}
