import { type FormEvent, useState } from 'react';
import { createSnippet, type Snippet, snippetKeys, snippetTextToGraph } from '../../services/snippets.js';
import { openDialog } from '../../state/dialogs.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { NameField } from '../library/NameDescriptionFields.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import '../snippetManager/library.css';

/** Names the selected nodes (their inner levels and the wires between them) and keeps them as a snippet. */
export default function SnippetSaveDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const selected = [...editor.selection.ids()].flatMap((id) => editor.nodes.get(id) ?? []);
  const [name, setName] = useState(selected.length === 1 ? selected[0]!.name : '');
  const { create: save } = useLibraryMutations<Snippet, Snippet, string>({
    ctx,
    noun: 'snippet',
    listKey: snippetKeys.list,
    create: {
      run: async (snippetName) => {
        const text = editor.clipboard.copy();
        if (text === undefined) throw new Error('Select the nodes to keep first');
        return createSnippet(snippetName, snippetTextToGraph(text));
      },
      failedVerb: 'saved',
      onCreated: (snippet) => {
        ctx.notify({ kind: 'success', title: `Snippet "${snippet.name}" saved` });
        close();
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') save.mutate(name.trim());
  };
  return (
    <form className="lib-dialog" onSubmit={submit}>
      <p className="muted">
        {selected.length === 1 ? '1 node' : `${selected.length} nodes`} and the wires between them are kept in
        your library; insert them into any project from the snippet manager.
      </p>
      <NameField label="Snippet name" value={name} autoFocus onChange={setName} />
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={() => openDialog('snippetManager')}>
          Open snippet manager
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={save.isPending || name.trim() === ''}
        >
          {save.isPending ? 'Saving…' : 'Save snippet'}
        </button>
      </div>
    </form>
  );
}
