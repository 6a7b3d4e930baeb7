import { NAME_MAX_LENGTH } from '@nodeloom/api';
import { type FormEvent, useState } from 'react';
import { SmallButton } from '../../ui/SmallButton.js';

/** A name edited in place in a list row: Enter or Save submits, Escape or Cancel gives up. */
export function InlineRename({
  label,
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  /** accessible name of the text box ('Snippet name') */
  label: string;
  initial: string;
  busy: boolean;
  onSubmit(name: string): void;
  onCancel(): void;
}) {
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === initial) return onCancel();
    onSubmit(trimmed);
  };
  return (
    <form className="lib-rename" onSubmit={submit}>
      <input
        aria-label={label}
        value={name}
        maxLength={NAME_MAX_LENGTH}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          // Escape ends the rename, not the dialog
          e.stopPropagation();
          onCancel();
        }}
      />
      <button type="submit" className="button button-small button-primary" disabled={busy}>
        Save
      </button>
      <SmallButton look="ghost" onClick={onCancel}>
        Cancel
      </SmallButton>
    </form>
  );
}
