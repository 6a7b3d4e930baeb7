import { DEFAULT_PREFERENCES } from '@nodeloom/api';
import { useId, useState } from 'react';
import { savePreference } from '../../services/preferences.js';
import { usePreferences } from '../../state/preferences.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { PREFERENCE_GROUPS, type PreferenceField, parsePreferenceNumber } from './preference-fields.js';
import './preferences.css';

type Key = PreferenceField['key'];

function Row({
  field,
  children,
}: {
  field: PreferenceField;
  children: (id: string, hintId: string | undefined) => React.ReactNode;
}) {
  const id = useId();
  const hintId = field.hint ? `${id}-hint` : undefined;
  return (
    <div className="prefs-row">
      <label htmlFor={id}>{field.label}</label>
      <div className="prefs-control">
        {children(id, hintId)}
        {field.hint ? (
          <span id={hintId} className="prefs-hint">
            {field.hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function ChoiceField({ field }: { field: Extract<PreferenceField, { kind: 'choice' }> }) {
  const value = usePreferences((p) => String(p[field.key]));
  const known = field.options.some((o) => o.value === value);
  return (
    <Row field={field}>
      {(id, hintId) => (
        <select
          id={id}
          className="prefs-input"
          value={value}
          aria-describedby={hintId}
          onChange={(e) => void savePreference(field.key, e.target.value as never)}
        >
          {known ? null : <option value={value}>{value}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Row>
  );
}

function ToggleField({ field }: { field: Extract<PreferenceField, { kind: 'toggle' }> }) {
  const checked = usePreferences((p) => p[field.key] === true);
  return (
    <Row field={field}>
      {(id, hintId) => (
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="prefs-switch"
          checked={checked}
          aria-describedby={hintId}
          onChange={(e) => void savePreference(field.key, e.target.checked as never)}
        />
      )}
    </Row>
  );
}

/** A number is saved when it is committed (Enter or leaving the field) and valid; else it says why. */
function NumberField({ field }: { field: Extract<PreferenceField, { kind: 'number' }> }) {
  const stored = usePreferences((p) => Number(p[field.key]));
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = parsePreferenceNumber(field, draft);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setDraft(null);
    if (parsed.value !== stored) void savePreference(field.key, parsed.value as never);
  };
  return (
    <Row field={field}>
      {(id, hintId) => (
        <>
          <input
            id={id}
            className="prefs-input prefs-number"
            type="number"
            inputMode="decimal"
            min={field.min}
            max={field.max}
            step={field.step}
            value={draft ?? String(stored)}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined
            }
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape' && draft !== null) {
                e.stopPropagation();
                setDraft(null);
                setError(null);
              }
            }}
          />
          {error ? (
            <span id={`${id}-error`} className="prefs-error" role="alert">
              {error}
            </span>
          ) : null}
        </>
      )}
    </Row>
  );
}

function Field({ field }: { field: PreferenceField }) {
  if (field.kind === 'choice') return <ChoiceField field={field} />;
  if (field.kind === 'toggle') return <ToggleField field={field} />;
  return <NumberField field={field} />;
}

/** Spec 1 §3's default set, edited live: each change shows at once and is saved as the 'default' set. */
export default function PreferencesDialog({ close }: DialogProps) {
  const preferences = usePreferences((p) => p);
  const changed = (Object.keys(DEFAULT_PREFERENCES) as Key[]).filter(
    (key) => preferences[key] !== DEFAULT_PREFERENCES[key],
  );
  const reset = async () => {
    for (const key of changed) await savePreference(key, DEFAULT_PREFERENCES[key] as never);
  };
  return (
    <div className="prefs">
      {PREFERENCE_GROUPS.map((group) => (
        <fieldset key={group.title} className="prefs-group">
          <legend>{group.title}</legend>
          {group.fields.map((field) => (
            <Field key={field.key} field={field} />
          ))}
        </fieldset>
      ))}
      <div className="modal-actions">
        <button type="button" className="button" disabled={changed.length === 0} onClick={() => void reset()}>
          Reset to defaults
        </button>
        <button type="button" className="button button-primary" onClick={close}>
          Done
        </button>
      </div>
    </div>
  );
}
