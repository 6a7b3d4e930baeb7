import { useQuery } from '@tanstack/react-query';
import { snippetsQuery } from '../../services/snippets.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { formatWhen } from '../snippetManager/format-date.js';
import { LibraryItemEditor } from '../snippetManager/LibraryItemEditor.js';
import type { SnippetEditorArgs } from './args.js';
import { SnippetDetails } from './SnippetDetails.js';
import '../snippetManager/library.css';
import './snippet-editor.css';

const nodeCount = (count: number) => (count === 1 ? '1 node' : `${count} nodes`);

/**
 * The snippet editor: one snippet in full (see SnippetDetails). Opened with `{ snippetId }` from
 * the snippet manager; from the palette it first lists the user's snippets to choose one.
 */
export default function SnippetEditorDialog({ ctx, args, close }: DialogProps) {
  const snippets = useQuery(snippetsQuery());
  return (
    <LibraryItemEditor
      query={snippets}
      givenId={(args as SnippetEditorArgs | undefined)?.snippetId}
      noun={{ one: 'snippet', many: 'snippets' }}
      close={close}
      chooser={{
        empty: "No snippets yet. Select nodes and choose 'Save selection as snippet' to keep them here.",
        searchText: (snippet) => `${snippet.name} ${snippet.description ?? ''}`,
        meta: (snippet) =>
          `${nodeCount(snippet.graph.nodes.length)} · ${formatWhen(snippet.updatedAt)}${snippet.description ? ` · ${snippet.description}` : ''}`,
      }}
      details={(snippet, onDeleted) => <SnippetDetails ctx={ctx} snippet={snippet} onDeleted={onDeleted} />}
    />
  );
}
