import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { projectUrl } from '../../app/routeRules.js';
import {
  deleteSnippet,
  renameSnippet,
  type Snippet,
  snippetKeys,
  snippetsQuery,
} from '../../services/snippets.js';
import { dialogsStore, openDialog } from '../../state/dialogs.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { failureToast, ListStates } from '../list-states.js';
import type { SnippetEditorArgs } from '../snippetEditor/args.js';
import { insertSnippetAndTell } from './insert-snippet.js';
import { SnippetRow } from './SnippetRow.js';
import './library.css';

/**
 * The snippet manager: the user's snippets; insert one into the open project at the middle of the
 * canvas, open one's graph as a level (/project?snip=id), rename, delete, or open it in the snippet
 * editor.
 */
export default function SnippetManagerDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const queries = useQueryClient();
  const navigate = useNavigate();
  const snippets = useQuery(snippetsQuery());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Snippet | null>(null);
  const refresh = () => queries.invalidateQueries({ queryKey: snippetKeys.list });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSnippet(id, name),
    onSuccess: () => {
      setRenaming(null);
      void refresh();
    },
    onError: (error) => ctx.notify(failureToast('The snippet was not renamed')(error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSnippet(id),
    onSuccess: () => void refresh(),
    onError: (error) => ctx.notify(failureToast('The snippet was not deleted')(error)),
  });
  const insert = (snippet: Snippet) => {
    if (insertSnippetAndTell(ctx, snippet)) close();
  };
  return (
    <div className="lib-dialog">
      <ListStates
        query={snippets}
        noun="snippets"
        empty="No snippets yet. Select nodes and choose 'Save selection as snippet' to keep them here."
      >
        {(list) => (
          <ul className="lib-list" aria-label="Snippets">
            {list.map((snippet) => (
              <SnippetRow
                key={snippet.id}
                snippet={snippet}
                canInsert={!editor.readOnly}
                renaming={renaming === snippet.id}
                busy={rename.isPending}
                onInsert={() => insert(snippet)}
                onOpen={() => {
                  dialogsStore.getState().closeAll();
                  navigate(projectUrl({ snip: snippet.id }));
                }}
                onEdit={() => {
                  const editorArgs: SnippetEditorArgs = { snippetId: snippet.id };
                  openDialog('snippetEditor', editorArgs);
                }}
                onStartRename={() => setRenaming(snippet.id)}
                onRename={(name) => rename.mutate({ id: snippet.id, name })}
                onCancelRename={() => setRenaming(null)}
                onDelete={() => setDeleting(snippet)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmFor
        item={deleting}
        onDismiss={() => setDeleting(null)}
        title="Delete this snippet?"
        description={(snippet) =>
          `"${snippet.name}" is deleted for good. Nodes inserted from it stay in their projects.`
        }
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={(snippet) => remove.mutate(snippet.id)}
      />
    </div>
  );
}
