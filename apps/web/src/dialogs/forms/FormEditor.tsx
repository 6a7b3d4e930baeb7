import { FORM_FIELD_TYPES, FORM_MAX_FIELDS, NAME_MAX_LENGTH } from '@nodeloom/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createForm, type Form, formKeys, updateForm } from '../../services/forms.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { draftOf, type FieldDraft, newField, parseDraft } from './form-draft.js';

interface FormEditorProps {
  /** null: a new form */
  form: Form | null;
  ctx: DialogContext;
  onSaved(id: string): void;
}

/** A form's name and field schema (name, type, required, a select's options), saved as a whole. */
export function FormEditor({ form, ctx, onSaved }: FormEditorProps) {
  const queries = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(form));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof createForm>) =>
      form ? updateForm(form.id, { name: body[0], fields: body[1] }) : createForm(...body),
    onSuccess: (saved) => {
      void queries.invalidateQueries({ queryKey: formKeys.list });
      ctx.notify({ kind: 'success', title: `Form "${saved.name}" saved` });
      onSaved(saved.id);
    },
    onError: (error: Error) => setProblem(error.message),
  });
  const setField = (key: number, change: Partial<FieldDraft>) =>
    setDraft((d) => ({ ...d, fields: d.fields.map((f) => (f.key === key ? { ...f, ...change } : f)) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setProblem(parsed.problem);
    setProblem(null);
    save.mutate([parsed.body.name, parsed.body.fields]);
  };

  return (
    <form className="form-editor" onSubmit={submit} aria-label="Form fields">
      <label className="form-editor-name">
        Form name
        <input
          className="input"
          value={draft.name}
          maxLength={NAME_MAX_LENGTH}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        />
      </label>
      <table className="form-fields">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Options (one per line)</th>
            <th scope="col">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.fields.map((field, i) => (
            <tr key={field.key}>
              <td>
                <input
                  className="input"
                  aria-label={`Field ${i + 1} name`}
                  value={field.name}
                  onChange={(e) => setField(field.key, { name: e.target.value })}
                />
              </td>
              <td>
                <select
                  className="input"
                  aria-label={`Field ${i + 1} type`}
                  value={field.type}
                  onChange={(e) => setField(field.key, { type: e.target.value as FieldDraft['type'] })}
                >
                  {FORM_FIELD_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </td>
              <td className="form-fields-required">
                <input
                  type="checkbox"
                  aria-label={`Field ${i + 1} required`}
                  checked={field.required}
                  onChange={(e) => setField(field.key, { required: e.target.checked })}
                />
              </td>
              <td>
                {field.type === 'select' ? (
                  <textarea
                    className="input"
                    rows={2}
                    aria-label={`Field ${i + 1} options`}
                    value={field.options}
                    onChange={(e) => setField(field.key, { options: e.target.value })}
                  />
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td>
                <button
                  type="button"
                  className="button button-small button-ghost"
                  aria-label={`Remove field ${i + 1}`}
                  title="Remove field"
                  disabled={draft.fields.length === 1}
                  onClick={() =>
                    setDraft((d) => ({ ...d, fields: d.fields.filter((f) => f.key !== field.key) }))
                  }
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={draft.fields.length >= FORM_MAX_FIELDS}
          onClick={() => setDraft((d) => ({ ...d, fields: [...d.fields, newField(d.fields.length)] }))}
        >
          Add field
        </button>
        <span className="forms-spacer" />
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : form ? 'Save form' : 'Create form'}
        </button>
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
