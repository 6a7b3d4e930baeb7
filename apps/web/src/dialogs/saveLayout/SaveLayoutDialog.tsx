import { PATH_PARAM_MAX_LENGTH } from '@nodeloom/api';
import { type FormEvent, useState } from 'react';
import { layoutNameProblem } from '../../layout/layout-name.js';
import { layoutStore, namedLayoutSaved, useLayout } from '../../layout/layout-store.js';
import { saveNamedLayout } from '../../services/layouts.js';
import { Field } from '../../ui/Field.js';
import type { DialogProps } from '../dialog-descriptor.js';

/** Saves the shown layout under a name, for every project (the switcher lists it). */
export default function SaveLayoutDialog({ close }: DialogProps) {
  const saved = useLayout((s) => s.saved);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const replaces = saved.some((layout) => layout.name === trimmed);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = layoutNameProblem(name);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      namedLayoutSaved(await saveNamedLayout(trimmed, layoutStore.getState().json));
      close();
    } catch {
      setBusy(false); // the call's toast says why
    }
  };
  return (
    <form className="layout-form" onSubmit={(e) => void submit(e)}>
      <Field
        label="Layout name"
        value={name}
        autoFocus
        maxLength={PATH_PARAM_MAX_LENGTH}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : replaces ? (
        <p className="muted">A layout named {trimmed} exists: saving replaces it.</p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy || trimmed === ''}>
          {replaces ? 'Replace' : 'Save'}
        </button>
      </div>
    </form>
  );
}
