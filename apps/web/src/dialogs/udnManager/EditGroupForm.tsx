import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CommandContext } from '../../actions/commands.js';
import { updateVersionGroup } from '../../services/udns.js';
import type { RecordGroup } from '../../udn/group-records.js';

/** Reads the text as a JSON object, or says what is wrong with it. */
export function parseSharedDefinition(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return null;
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('The shared definition must be a JSON object');
  return value as Record<string, unknown>;
}

/**
 * Edit group: the version group's shared definition (what every version of it shares), as a JSON
 * object. It starts from the newest version's name and description (the server has no read of a
 * group on its own).
 */
export function EditGroupForm({
  group,
  ctx,
  onDone,
}: {
  group: RecordGroup;
  ctx: CommandContext;
  onDone(): void;
}) {
  const newest = group.versions[0]!.definition;
  const [text, setText] = useState(
    JSON.stringify(
      {
        definitionName: newest.definitionName,
        ...(newest.description ? { description: newest.description } : {}),
      },
      null,
      2,
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const save = useMutation({
    mutationFn: (sharedDefinition: Record<string, unknown> | null) =>
      updateVersionGroup(group.id, sharedDefinition),
    onSuccess: () => {
      ctx.notify({ kind: 'success', title: `Version group of ${group.name} saved` });
      onDone();
    },
    onError: (e) => setError(e.message),
  });
  const submit = () => {
    try {
      save.mutate(parseSharedDefinition(text));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="udn-dialog">
      <p className="udn-summary">
        Version group of <strong>{group.name}</strong> ({group.versions.length} records)
      </p>
      <div className="field">
        <label htmlFor={textId}>Shared definition (JSON)</label>
        <textarea
          id={textId}
          className="udn-textarea"
          rows={8}
          spellCheck={false}
          value={text}
          aria-invalid={error !== null}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </div>
      {error ? <p className="udn-error">{error}</p> : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onDone}>
          Back
        </button>
        <button type="button" className="button button-primary" disabled={save.isPending} onClick={submit}>
          Save group
        </button>
      </div>
    </div>
  );
}
