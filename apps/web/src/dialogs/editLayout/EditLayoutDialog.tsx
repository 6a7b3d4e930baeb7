import type { Layout } from '@nodeloom/api';
import { PATH_PARAM_MAX_LENGTH } from '@nodeloom/api';
import { useState } from 'react';
import { layoutNameProblem } from '../../layout/layout-name.js';
import { layoutStore, namedLayoutRemoved, namedLayoutSaved, useLayout } from '../../layout/layout-store.js';
import { deleteNamedLayout, saveNamedLayout } from '../../services/layouts.js';
import { CloseActions } from '../../ui/EmptyDialog.js';
import type { DialogProps } from '../dialog-descriptor.js';

/** One saved layout: rename it, replace it with the shown layout, or delete it. */
function LayoutRow({ layout, taken }: { layout: Layout; taken: readonly string[] }) {
  const [name, setName] = useState(layout.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // the call's toast says why
    } finally {
      setBusy(false);
    }
  };
  const rename = () => {
    const next = name.trim();
    if (next === layout.name) return;
    const found = layoutNameProblem(next) ?? (taken.includes(next) ? `A layout named ${next} exists` : null);
    setProblem(found);
    if (found) return;
    void run(async () => {
      // the server names layouts by their key: a rename is a save under the new name, then a delete
      const renamed = await saveNamedLayout(next, layout.json);
      await deleteNamedLayout(layout.name);
      namedLayoutRemoved(layout.name);
      namedLayoutSaved(renamed);
    });
  };
  return (
    <li className="layout-row">
      <input
        className="layout-name-input"
        aria-label={`Name of layout ${layout.name}`}
        value={name}
        maxLength={PATH_PARAM_MAX_LENGTH}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') rename();
        }}
      />
      <button
        type="button"
        className="button button-small"
        disabled={busy || name.trim() === layout.name}
        onClick={rename}
      >
        Rename
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={busy}
        title="Replace this layout with the one shown now"
        onClick={() =>
          void run(async () =>
            namedLayoutSaved(await saveNamedLayout(layout.name, layoutStore.getState().json)),
          )
        }
      >
        Update
      </button>
      <button
        type="button"
        className="button button-small button-danger"
        disabled={busy}
        aria-label={`Delete layout ${layout.name}`}
        onClick={() =>
          void run(async () => {
            await deleteNamedLayout(layout.name);
            namedLayoutRemoved(layout.name);
          })
        }
      >
        Delete
      </button>
      {problem ? (
        <p className="form-error layout-row-error" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/** The user's saved layouts (the built-in ones are fixed). */
export default function EditLayoutDialog({ close }: DialogProps) {
  const saved = useLayout((s) => s.saved);
  const names = saved.map((layout) => layout.name);
  return (
    <div className="layout-form">
      {saved.length === 0 ? (
        <p className="muted">No saved layouts yet. Save the shown layout from the Layout menu.</p>
      ) : (
        <ul className="layout-list">
          {saved.map((layout) => (
            <LayoutRow key={layout.name} layout={layout} taken={names.filter((n) => n !== layout.name)} />
          ))}
        </ul>
      )}
      <CloseActions label="Done" primary onClose={close} />
    </div>
  );
}
