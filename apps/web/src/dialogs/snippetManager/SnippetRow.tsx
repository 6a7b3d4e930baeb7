import type { Snippet } from '../../services/snippets.js';
import { SmallButton } from '../../ui/SmallButton.js';
import { type LibraryRename, LibraryRow } from '../library/LibraryRow.js';
import { formatWhen } from './format-date.js';

/** One snippet: its name, size and date, and what can be done with it. */
export function SnippetRow({
  snippet,
  canInsert,
  rename,
  onInsert,
  onOpen,
  onEdit,
  onDelete,
}: {
  snippet: Snippet;
  canInsert: boolean;
  rename: LibraryRename;
  onInsert(): void;
  onOpen(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const count = snippet.graph.nodes.length;
  return (
    <LibraryRow
      item={snippet}
      meta={`${count === 1 ? '1 node' : `${count} nodes`} · ${formatWhen(snippet.updatedAt)}`}
      renameLabel="Snippet name"
      rename={rename}
      onDelete={onDelete}
    >
      <SmallButton
        look="primary"
        disabled={!canInsert}
        title={canInsert ? 'Insert at the middle of the canvas' : 'This project is read-only'}
        onClick={onInsert}
      >
        Insert
      </SmallButton>
      <SmallButton title="Edit its graph as a level" onClick={onOpen}>
        Open
      </SmallButton>
      <SmallButton look="ghost" title="Its name, description and nodes in full" onClick={onEdit}>
        Edit…
      </SmallButton>
    </LibraryRow>
  );
}
