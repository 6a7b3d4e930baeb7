import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { projectUrl } from '../../base/routeRules.js';
import {
  deleteSnippet,
  renameSnippet,
  type Snippet,
  snippetKeys,
  snippetsQuery,
} from '../../services/snippets.js';
import { dialogsStore, openDialog } from '../../state/dialogs.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import { ListStates } from '../../ui/list-states.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
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
  const navigate = useNavigate();
  const snippets = useQuery(snippetsQuery());
  const { rename, remove } = useLibraryMutations<Snippet>({
    ctx,
    noun: 'snippet',
    listKey: snippetKeys.list,
    rename: { run: renameSnippet },
    remove: { run: (snippet) => deleteSnippet(snippet.id) },
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
                renaming={rename.editing === snippet.id}
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
                onStartRename={() => rename.start(snippet.id)}
                onRename={(name) => rename.submit(snippet.id, name)}
                onCancelRename={rename.cancel}
                onDelete={() => remove.ask(snippet)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmFor
        {...remove.confirm}
        title="Delete this snippet?"
        description={(snippet) =>
          `"${snippet.name}" is deleted for good. Nodes inserted from it stay in their projects.`
        }
        confirmLabel="Delete"
        danger
      />
    </div>
  );
}
