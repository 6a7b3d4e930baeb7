import { type FormEvent, useState } from 'react';
import { Field, TextAreaField } from '../../ui/Field.js';
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
      <Field
        label="Snapshot name"
        value={name}
        maxLength={200}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <div className="field">
        <span className="field-label">Colour</span>
        <ColorSwatches value={color} onChange={setColor} />
      </div>
      <TextAreaField
        label="Comment"
        className="snap-comment"
        rows={2}
        maxLength={5000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
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
