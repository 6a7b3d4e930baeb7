import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { udnKeys } from '../../services/udns.js';
import type { RecordGroup } from '../../udn/group-records.js';
import { fromFields, type SharedDefinitionFields, toFields } from '../../udn/shared-definition.js';
import { updateVersionGroup, versionGroupQuery } from '../../udn/version-group-calls.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import { TextAreaField } from '../../ui/Field.js';
import { FormButtons } from '../../ui/FormEnd.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { DescriptionField, NameField } from '../library/NameDescriptionFields.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The group's shared definition (what every version of it shares), once the server has sent it. */
export function EditGroupForm({
  group,
  ctx,
  onDone,
}: {
  group: RecordGroup;
  ctx: DialogContext;
  onDone(): void;
}) {
  const stored = useQuery(versionGroupQuery(group.id));
  if (stored.isPending)
    return (
      <p className="muted" role="status">
        Loading the version group…
      </p>
    );
  if (stored.isError)
    return (
      <EmptyDialog
        textClassName="udn-error"
        alert
        text={`Could not load the version group: ${stored.error.message}`}
        onClose={onDone}
      />
    );
  return (
    <SharedDefinitionForm
      group={group}
      ctx={ctx}
      initial={toFields(stored.data.sharedDefinition)}
      onDone={onDone}
    />
  );
}

function SharedDefinitionForm({
  group,
  ctx,
  initial,
  onDone,
}: {
  group: RecordGroup;
  ctx: DialogContext;
  initial: SharedDefinitionFields;
  onDone(): void;
}) {
  const queries = useQueryClient();
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const newest = group.versions[0]!.definition;
  const save = useMutation({
    mutationFn: (shared: Record<string, unknown> | null) => updateVersionGroup(group.id, shared),
    onSuccess: () => {
      ctx.notify({ kind: 'success', title: `Version group of ${group.name} saved` });
      void queries.invalidateQueries({ queryKey: udnKeys.all });
      onDone();
    },
    onError: (e) => setError(e.message),
  });
  const set = (key: keyof SharedDefinitionFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shared = fromFields(fields);
    if (shared.ok) save.mutate(shared.value);
    else setError(shared.refusal.message);
  };
  return (
    <form className="udn-dialog" onSubmit={submit}>
      <p className="udn-summary">
        What every version of <strong>{group.name}</strong> shares ({plural(group.versions.length, 'record')}
        ). Empty fields are not shared.
      </p>
      <div className="udn-row">
        <NameField
          label="Shared name"
          value={fields.definitionName}
          required={false}
          placeholder={newest.definitionName}
          onChange={set('definitionName')}
        />
        <NameField
          label="Category"
          value={fields.category}
          required={false}
          placeholder="udn"
          onChange={set('category')}
        />
      </div>
      <DescriptionField
        label="Shared description"
        className="text-box udn-textarea"
        placeholder={newest.description}
        value={fields.description}
        onChange={set('description')}
      />
      <TextAreaField
        label="Other shared fields (JSON object)"
        className="text-box udn-textarea udn-code"
        rows={4}
        spellCheck={false}
        placeholder={'{ "icon": "square" }'}
        value={fields.other}
        aria-invalid={error !== null}
        onChange={(e) => set('other')(e.target.value)}
      />
      {error ? (
        <p className="udn-error" role="alert">
          {error}
        </p>
      ) : null}
      <FormButtons
        leaveLabel="Cancel"
        onLeave={onDone}
        submitLabel={save.isPending ? 'Saving…' : 'Save group'}
        disabled={save.isPending}
      />
    </form>
  );
}
