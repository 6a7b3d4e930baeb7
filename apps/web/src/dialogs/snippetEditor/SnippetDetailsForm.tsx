import { SNIPPET_DESCRIPTION_MAX_LENGTH } from '@nodeloom/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type Snippet, snippetKeys } from '../../services/snippets.js';
import { failureToast } from '../../ui/list-states.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { NameDescriptionFields } from '../library/NameDescriptionFields.js';
import { saveSnippetDetails } from './save-snippet-details.js';
import { detailsChanged } from './snippet-details.js';

/** The snippet's name and description, saved together (PATCH /snippets/{id}). */
export function SnippetDetailsForm({
  ctx,
  snippet,
  note,
}: {
  ctx: DialogContext;
  snippet: Snippet;
  /** shown left of the save button (the snippet's dates) */
  note?: ReactNode;
}) {
  const [name, setName] = useState(snippet.name);
  const [description, setDescription] = useState(snippet.description ?? '');
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveSnippetDetails(snippet.id, { name, description }),
    onSuccess: (saved) => {
      ctx.notify({ kind: 'success', title: `Snippet "${saved.name}" saved` });
      void queries.invalidateQueries({ queryKey: snippetKeys.list });
    },
    onError: (error) => ctx.notify(failureToast('The snippet was not saved')(error)),
  });
  const changed = detailsChanged(snippet, { name, description });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) save.mutate();
  };
  return (
    <form className="snippet-form" onSubmit={submit} aria-label="Snippet details">
      <NameDescriptionFields
        name={{ label: 'Name', value: name, onChange: setName }}
        description={{
          label: 'Description',
          className: 'text-box snippet-textarea',
          value: description,
          onChange: setDescription,
          maxLength: SNIPPET_DESCRIPTION_MAX_LENGTH,
          rows: 2,
          placeholder: 'What it does, what it needs wired in',
        }}
      />
      <div className="snippet-form-actions">
        {name.trim() === '' ? (
          <span className="snippet-form-error" role="alert">
            The name must not be empty
          </span>
        ) : (
          <span className="muted snippet-form-note">{note}</span>
        )}
        <button type="submit" className="button button-primary" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
