import { type FormEvent, useState } from 'react';
import { NameDescriptionFields } from '../library/NameDescriptionFields.js';
import { ColorSwatches } from './ColorSwatches.js';

export interface SnapshotFields {
  name: string;
  color: string | null;
  comment: string | null;
}

/** Name, colour and comment of a snapshot: taking a new one, or editing one's metadata. */
export function SnapshotForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: SnapshotFields;
  submitLabel: string;
  busy: boolean;
  onSubmit(fields: SnapshotFields): void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [comment, setComment] = useState(initial.comment ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    onSubmit({ name: name.trim(), color, comment: comment.trim() === '' ? null : comment });
  };
  return (
    <form className="snap-form" onSubmit={submit}>
      <NameDescriptionFields
        name={{ label: 'Snapshot name', value: name, onChange: setName }}
        description={{
          label: 'Comment',
          className: 'text-box snap-comment',
          rows: 2,
          value: comment,
          onChange: setComment,
        }}
      >
        <div className="field">
          <span className="field-label">Colour</span>
          <ColorSwatches value={color} onChange={setColor} />
        </div>
      </NameDescriptionFields>
      <div className="modal-actions">
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy || name.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
