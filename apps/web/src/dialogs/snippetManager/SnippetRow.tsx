import type { Snippet } from '../../services/snippets.js';
import { formatWhen } from './format-date.js';
import { InlineRename } from './InlineRename.js';

/** One snippet: its name, size and date, and what can be done with it. */
export function SnippetRow({
  snippet,
  canInsert,
  renaming,
  busy,
  onInsert,
  onOpen,
  onEdit,
  onStartRename,
  onRename,
  onCancelRename,
  onDelete,
}: {
  snippet: Snippet;
  canInsert: boolean;
  renaming: boolean;
  busy: boolean;
  onInsert(): void;
  onOpen(): void;
  onEdit(): void;
  onStartRename(): void;
  onRename(name: string): void;
  onCancelRename(): void;
  onDelete(): void;
}) {
  const count = snippet.graph.nodes.length;
  return (
    <li className="lib-row" aria-label={snippet.name}>
      {renaming ? (
        <InlineRename
          label="Snippet name"
          initial={snippet.name}
          busy={busy}
          onSubmit={onRename}
          onCancel={onCancelRename}
        />
      ) : (
        <>
          <div className="lib-row-text">
            <span className="lib-row-name">{snippet.name}</span>
            <span className="muted lib-row-meta">
              {count === 1 ? '1 node' : `${count} nodes`} · {formatWhen(snippet.updatedAt)}
            </span>
          </div>
          <div className="lib-row-actions">
            <button
              type="button"
              className="button button-small button-primary"
              disabled={!canInsert}
              title={canInsert ? 'Insert at the middle of the canvas' : 'This project is read-only'}
              onClick={onInsert}
            >
              Insert
            </button>
            <button
              type="button"
              className="button button-small"
              title="Edit its graph as a level"
              onClick={onOpen}
            >
              Open
            </button>
            <button
              type="button"
              className="button button-small button-ghost"
              title="Its name, description and nodes in full"
              onClick={onEdit}
            >
              Edit…
            </button>
            <button type="button" className="button button-small button-ghost" onClick={onStartRename}>
              Rename
            </button>
            <button type="button" className="button button-small button-ghost lib-delete" onClick={onDelete}>
              Delete
            </button>
          </div>
        </>
      )}
    </li>
  );
}
