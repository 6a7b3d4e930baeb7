import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { paramValueInRange } from '@nodeloom/nodes';
import { useState } from 'react';
import type { DiffLayout } from '../../diff-view/DiffView.js';
import { diffLanguage, diffText } from '../../diff-view/diff-text.js';
import { loadedComponent } from '../../ui/loaded-component.js';
import { useInputValue } from './use-node.js';

// jsdiff and the diff view load the first time a diff viewer shows on the canvas
const DiffView = loadedComponent(
  () => import('../../diff-view/DiffView.js'),
  <p className="gc-viewer-empty">Comparing…</p>,
);

/**
 * The diff viewer (spec 2 §3): its before and after inputs compared line by line, side by side or
 * inline (a choice of the view, not saved), with its display params: indent, hideUnchangedLines,
 * lineNumbers, syntaxHighlight, highlightInlineDiff, inlineDiffMode and inlineDiffWordSeparator.
 */
export function DiffBody({ node, definition }: { node: GraphNode; definition: NodeDefinition | undefined }) {
  const before = useInputValue(node.id, 'before');
  const after = useInputValue(node.id, 'after');
  const [layout, setLayout] = useState<DiffLayout>('split');
  const p = (name: string) => node.params[name]?.value;
  const rawIndent = p('indent');
  const indent = Number((definition ? paramValueInRange(definition, 'indent', rawIndent) : rawIndent) ?? 2);
  if (before === undefined && after === undefined) {
    return <p className="gc-viewer-empty">Wire two values into before and after to compare them</p>;
  }
  const options = {
    hideUnchangedLines: p('hideUnchangedLines') === true,
    lineNumbers: p('lineNumbers') !== false,
    syntaxHighlight: p('syntaxHighlight') !== false,
    highlightInlineDiff: p('highlightInlineDiff') !== false,
    inlineDiffMode: p('inlineDiffMode') === 'word' ? ('word' as const) : ('char' as const),
    inlineDiffWordSeparator: String(p('inlineDiffWordSeparator') ?? ' '),
  };
  const language = diffLanguage(before, after);
  return (
    <div className="gc-diff nodrag">
      <div className="gc-diff-toolbar" role="group" aria-label="Diff layout">
        {(['split', 'inline'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="gc-diff-layout"
            aria-pressed={layout === choice}
            onClick={() => setLayout(choice)}
          >
            {choice === 'split' ? 'Side by side' : 'Inline'}
          </button>
        ))}
      </div>
      <div className="gc-diff-scroll nowheel">
        <DiffView
          before={diffText(before, indent)}
          after={diffText(after, indent)}
          layout={layout}
          options={options}
          {...(language ? { language } : {})}
        />
      </div>
    </div>
  );
}
