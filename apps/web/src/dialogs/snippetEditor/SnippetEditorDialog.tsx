import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { snippetsQuery } from '../../services/snippets.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { formatWhen } from '../snippetManager/format-date.js';
import { LibraryChooser } from '../snippetManager/LibraryChooser.js';
import type { SnippetEditorArgs } from './dialog.js';
import { SnippetDetails } from './SnippetDetails.js';
import '../snippetManager/library.css';
import './snippet-editor.css';

const nodeCount = (count: number) => (count === 1 ? '1 node' : `${count} nodes`);

/**
 * The snippet editor: one snippet in full (see SnippetDetails). Opened with `{ snippetId }` from
 * the snippet manager; from the palette it first lists the user's snippets to choose one.
 */
export default function SnippetEditorDialog({ ctx, args, close }: DialogProps) {
  const given = (args as SnippetEditorArgs | undefined)?.snippetId;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const snippets = useQuery(snippetsQuery());
  const id = given ?? chosen;
  if (id === undefined) {
    return (
      <LibraryChooser
        query={snippets}
        noun="snippets"
        empty="No snippets yet. Select nodes and choose 'Save selection as snippet' to keep them here."
        searchText={(snippet) => `${snippet.name} ${snippet.description ?? ''}`}
        onChoose={(snippet) => setChosen(snippet.id)}
        renderItem={(snippet) => (
          <>
            <span className="lib-row-text">
              <span className="lib-row-name">{snippet.name}</span>
              <span className="muted lib-row-meta">
                {nodeCount(snippet.graph.nodes.length)} · {formatWhen(snippet.updatedAt)}
                {snippet.description ? ` · ${snippet.description}` : ''}
              </span>
            </span>
            <span className="lib-row-go" aria-hidden="true">
              Edit →
            </span>
          </>
        )}
      />
    );
  }
  const snippet = snippets.data?.find((s) => s.id === id);
  const back = given === undefined ? () => setChosen(undefined) : undefined;
  return (
    <div className="lib-dialog">
      {back ? (
        <button type="button" className="button button-small button-ghost lib-back" onClick={back}>
          ← All snippets
        </button>
      ) : null}
      {snippets.isPending ? (
        <p className="muted" role="status">
          Loading the snippet…
        </p>
      ) : snippets.isError ? (
        <p className="form-error" role="alert">
          Could not load the snippet: {snippets.error.message}
        </p>
      ) : snippet ? (
        <SnippetDetails ctx={ctx} snippet={snippet} onDeleted={back ?? close} />
      ) : (
        <p className="muted lib-empty">This snippet no longer exists.</p>
      )}
    </div>
  );
}
