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
import type { DialogProps } from '../dialog-descriptor.js';
import { ConfirmLibraryDelete } from '../library/ConfirmLibraryDelete.js';
import { LibraryList } from '../library/LibraryRow.js';
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
      <LibraryList
        query={snippets}
        noun="snippets"
        empty="No snippets yet. Select nodes and choose 'Save selection as snippet' to keep them here."
      >
        {(snippet) => (
          <SnippetRow
            key={snippet.id}
            snippet={snippet}
            canInsert={!editor.readOnly}
            rename={rename}
            onInsert={() => insert(snippet)}
            onOpen={() => {
              dialogsStore.getState().closeAll();
              navigate(projectUrl({ snip: snippet.id }));
            }}
            onEdit={() => {
              const editorArgs: SnippetEditorArgs = { snippetId: snippet.id };
              openDialog('snippetEditor', editorArgs);
            }}
            onDelete={() => remove.ask(snippet)}
          />
        )}
      </LibraryList>
      <ConfirmLibraryDelete
        noun="snippet"
        confirm={remove.confirm}
        consequence="Nodes inserted from it stay in their projects."
      />
    </div>
  );
}
