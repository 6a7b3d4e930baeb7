import { useNavigate } from 'react-router';
import { projectUrl } from '../../base/routeRules.js';
import { useValue } from '../../editor-react/index.js';
import { deleteSnippet, type Snippet, snippetKeys } from '../../services/snippets.js';
import { dialogsStore } from '../../state/dialogs.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import { formatWhen } from '../snippetManager/format-date.js';
import { insertSnippetAndTell } from '../snippetManager/insert-snippet.js';
import { LibraryDeleteButton } from '../snippetManager/LibraryDeleteButton.js';
import { SnippetDetailsForm } from './SnippetDetailsForm.js';
import { SnippetGraphPreview } from './SnippetGraphPreview.js';

/**
 * One snippet in full: its name and description to edit, a read-only view of its graph, and what
 * can be done with it (edit its graph as a level, insert it into the project, delete it).
 */
export function SnippetDetails({
  ctx,
  snippet,
  onDeleted,
}: {
  ctx: DialogContext;
  snippet: Snippet;
  onDeleted(): void;
}) {
  const readOnly = useValue((e) => e.readOnly);
  const navigate = useNavigate();
  const { remove } = useLibraryMutations<Snippet>({
    ctx,
    noun: 'snippet',
    listKey: snippetKeys.list,
    remove: {
      run: (deleted) => deleteSnippet(deleted.id),
      onRemoved: (deleted) => {
        ctx.notify({ kind: 'success', title: `Snippet "${deleted.name}" deleted` });
        onDeleted();
      },
    },
  });
  // the canvas is what changes: the editor and the manager under it step aside
  const leave = () => dialogsStore.getState().closeAll();
  return (
    <div className="lib-dialog snippet-editor">
      {/* saved values come back with a new updatedAt: the form starts again from them */}
      <SnippetDetailsForm
        key={snippet.updatedAt}
        ctx={ctx}
        snippet={snippet}
        note={`Created ${formatWhen(snippet.createdAt)} · last changed ${formatWhen(snippet.updatedAt)}`}
      />
      <SnippetGraphPreview graph={snippet.graph} />
      <div className="lib-actions">
        <LibraryDeleteButton
          noun="snippet"
          description={`"${snippet.name}" is deleted for good. Nodes inserted from it stay in their projects.`}
          busy={remove.isPending}
          onDelete={() => remove.run(snippet)}
        />
        <span className="lib-actions-gap" />
        <button
          type="button"
          className="button"
          title="Open its graph in the workspace as a level and change it there"
          onClick={() => {
            leave();
            navigate(projectUrl({ snip: snippet.id }));
          }}
        >
          Edit graph
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={readOnly || snippet.graph.nodes.length === 0}
          title={readOnly ? 'This project is read-only' : 'Insert at the middle of the canvas'}
          onClick={() => {
            if (insertSnippetAndTell(ctx, snippet)) leave();
          }}
        >
          Insert into project
        </button>
      </div>
    </div>
  );
}
