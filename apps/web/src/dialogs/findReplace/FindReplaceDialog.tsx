import { useDeferredValue, useId, useMemo, useState } from 'react';
import { messageOf } from '../../base/errors.js';
import { useValue } from '../../editor-react/index.js';
import { jumpToNode } from '../../find/jump.js';
import { ALL_FIELDS, type FindMatch, type MatchField, searchProject } from '../../find/search.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { notDoneToast } from '../library/editor-write.js';
import { RenameWithReferences } from './RenameWithReferences.js';
import { planReplace } from './replace-plan.js';
import './find-replace.css';

const FIELD_LABELS: Record<MatchField, string> = {
  name: 'Names',
  definition: 'Definitions',
  id: 'Ids',
  value: 'Values',
  expression: 'Expressions',
};

/**
 * Find nodes across every level by name, definition, id, param value or expression text; jump to
 * one; replace in names, values and expressions; rename a node with its references.
 */
export default function FindReplaceDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [fields, setFields] = useState<ReadonlySet<MatchField>>(new Set(ALL_FIELDS));
  const [tab, setTab] = useState<'find' | 'rename'>('find');
  const replaceId = useId();
  const deferred = useDeferredValue(query);
  // re-searched when the graph changes (a replace, an edit elsewhere)
  const graphVersion = useValue((e) => e.view.levelNodeIds());
  const matches = useMemo(() => {
    void graphVersion;
    return searchProject(editor.graph, deferred, { caseSensitive, fields });
  }, [editor, deferred, caseSensitive, fields, graphVersion]);
  const plan = useMemo(
    () => planReplace(matches, deferred, replacement, caseSensitive),
    [matches, deferred, replacement, caseSensitive],
  );
  const changes = plan.edits.length + plan.renames.length;

  const jump = (match: FindMatch) => {
    if (jumpToNode(editor, match.nodeId)) close();
  };
  const replaceAllMatches = () => {
    // a refusal is shown once, here: the editor leaves it to this dialog
    let refusal = plan.edits.length > 0 ? messageOf(editor.params.setFields(plan.edits)) : undefined;
    // the renames stop at the first one refused, as the rest may depend on its name
    for (const rename of plan.renames) {
      const renamed = editor.nodes.rename(rename.nodeId, rename.to);
      if (renamed.ok) continue;
      refusal ??= renamed.refusal.message;
      break;
    }
    if (refusal === undefined)
      ctx.notify({ kind: 'success', title: `Replaced in ${changes} place${changes === 1 ? '' : 's'}` });
    else ctx.notify(notDoneToast('Not everything was replaced', { done: false, refusal }));
  };

  return (
    <div className="find-dialog">
      <div className="segmented" role="tablist" aria-label="Mode">
        <button
          type="button"
          role="tab"
          className="segmented-option"
          aria-selected={tab === 'find'}
          onClick={() => setTab('find')}
        >
          Find and replace
        </button>
        <button
          type="button"
          role="tab"
          className="segmented-option"
          aria-selected={tab === 'rename'}
          onClick={() => setTab('rename')}
        >
          Rename with references
        </button>
      </div>
      {tab === 'rename' ? (
        <RenameWithReferences ctx={ctx} />
      ) : (
        <>
          <div className="find-inputs">
            <input
              className="input"
              type="search"
              aria-label="Find"
              placeholder="Find"
              value={query}
              autoFocus
              onChange={(e) => setQuery(e.target.value)}
            />
            <label htmlFor={replaceId} className="sr-only">
              Replace with
            </label>
            <input
              id={replaceId}
              className="input"
              placeholder="Replace with"
              value={replacement}
              disabled={editor.readOnly}
              onChange={(e) => setReplacement(e.target.value)}
            />
            <button
              type="button"
              className="button button-primary"
              disabled={editor.readOnly || changes === 0}
              onClick={replaceAllMatches}
            >
              Replace all{changes > 0 ? ` (${changes})` : ''}
            </button>
          </div>
          <div className="find-filters" role="group" aria-label="Search in">
            {ALL_FIELDS.map((field) => (
              <label key={field} className="find-filter">
                <input
                  type="checkbox"
                  checked={fields.has(field)}
                  onChange={(e) => {
                    const next = new Set(fields);
                    if (e.target.checked) next.add(field);
                    else next.delete(field);
                    setFields(next);
                  }}
                />
                {FIELD_LABELS[field]}
              </label>
            ))}
            <label className="find-filter">
              <input
                type="checkbox"
                checked={caseSensitive}
                onChange={(e) => setCaseSensitive(e.target.checked)}
              />
              Match case
            </label>
          </div>
          {deferred === '' ? (
            <p className="muted find-empty">Type to search every level of the project.</p>
          ) : matches.length === 0 ? (
            <p className="muted find-empty">Nothing matches "{deferred}".</p>
          ) : (
            <ul className="find-results" aria-label="Results">
              {matches.map((match) => (
                <li key={`${match.nodeId}-${match.field}-${match.param ?? ''}`}>
                  <button type="button" className="find-result" onClick={() => jump(match)}>
                    <span className="find-result-path">{match.path}</span>
                    <span className="badge">
                      {match.param
                        ? `${FIELD_LABELS[match.field]}: ${match.param}`
                        : FIELD_LABELS[match.field]}
                    </span>
                    <span className="find-result-text">{match.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
