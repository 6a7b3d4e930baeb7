import { type FormEvent, useState } from 'react';
import { NameField } from '../library/NameDescriptionFields.js';

/** Names a new preset made of one node's params. */
export function SavePresetForm({
  nodeName,
  definitionName,
  busy,
  onSave,
}: {
  nodeName: string;
  definitionName: string;
  busy: boolean;
  onSave(name: string): void;
}) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') onSave(name.trim());
  };
  return (
    <form className="preset-save" onSubmit={submit} aria-label="Save as preset">
      <p className="muted">
        Keeps the parameters of <strong>{nodeName}</strong> ({definitionName}) to apply to other{' '}
        {definitionName} nodes.
      </p>
      <div className="preset-save-row">
        <NameField label="Preset name" value={name} autoFocus onChange={setName} />
        <button type="submit" className="button button-primary" disabled={busy || name.trim() === ''}>
          {busy ? 'Saving…' : 'Save preset'}
        </button>
      </div>
    </form>
  );
}
