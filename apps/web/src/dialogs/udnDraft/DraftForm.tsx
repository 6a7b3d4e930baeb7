import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf, refusal, refused } from '../../base/errors.js';
import { type UdnMetadataRecord, udnKeys } from '../../services/udns.js';
import type { RecordGroup } from '../../udn/group-records.js';
import { currentUdns } from '../../udn/page-udns.js';
import { UdnSelect, udnIdOf } from '../../udn/UdnSelect.js';
import { draftFromVersion } from '../../udn/udn-flows.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import { FormButtons } from '../../ui/FormEnd.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { NameDescriptionFields } from '../library/NameDescriptionFields.js';

const versionLabel = (r: UdnMetadataRecord) => `v${r.definition.version}`;

/** The published versions a draft can start from, newest first. */
const publishedOf = (group: RecordGroup) => group.versions.filter((v) => !v.definition.draft);

/** The new draft's source version, name and description; it replaces the group's draft if it has one. */
export function DraftForm({
  group,
  from,
  ctx,
  onDone,
}: {
  group: RecordGroup;
  from: string | undefined;
  ctx: DialogContext;
  onDone(): void;
}) {
  const queries = useQueryClient();
  const published = publishedOf(group);
  // the version asked for, else the newest published one
  const initial = published.find((v) => v.definition.udnId === from) ?? published[0];
  const [sourceId, setSourceId] = useState(initial?.definition.udnId ?? '');
  const [name, setName] = useState(initial?.definition.definitionName ?? group.name);
  const [description, setDescription] = useState(initial?.definition.description ?? '');
  const source = published.find((v) => v.definition.udnId === sourceId);
  const create = useMutation({
    mutationFn: () => {
      const session = currentUdns();
      if (!session) return Promise.resolve(refused(refusal('udn.noLibrary')));
      if (!source) return Promise.resolve(refused(refusal('udn.chooseSource')));
      return draftFromVersion(session, source, { name, description }, group.draft?.definition.udnId);
    },
    onSuccess: (made) => {
      if (!made.ok) return;
      const draft = made.value;
      ctx.notify({
        kind: 'success',
        title: `Draft of ${draft.definition.definitionName} ${group.draft ? 'replaced' : 'created'}`,
      });
      void queries.invalidateQueries({ queryKey: udnKeys.all });
      onDone();
    },
  });
  // a refusal (a value) or a failed call (thrown), said under the form
  const failure = create.error?.message ?? (create.data && messageOf(create.data));
  const canSubmit = source !== undefined && name.trim() !== '' && !create.isPending;
  if (!source)
    return (
      <EmptyDialog
        textClassName="udn-summary"
        text={`${group.name} has no published version yet, so there is nothing to start a draft from. Publish its draft from the UDN editor first.`}
        onClose={onDone}
      />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) create.mutate();
  };
  return (
    <form className="udn-dialog" onSubmit={submit}>
      <UdnSelect
        label="Start from"
        items={published}
        idOf={udnIdOf}
        describe={(v) => `${versionLabel(v)}${v.versionDescription ? ` — ${v.versionDescription}` : ''}`}
        value={sourceId}
        onChange={setSourceId}
      />
      <NameDescriptionFields
        name={{ label: 'Draft name', value: name, onChange: setName }}
        description={{
          label: 'Description',
          className: 'text-box udn-textarea',
          value: description,
          onChange: setDescription,
        }}
      />
      <p className="udn-summary">
        {group.draft
          ? `${group.name} already has a draft: it is replaced by a copy of ${versionLabel(source)}.`
          : `The draft starts as a copy of ${versionLabel(source)} (its sockets and inner graph). Edit it by unpacking a node of it, then publish it from the UDN editor.`}
      </p>
      {failure ? (
        <p className="udn-error" role="alert">
          {failure}
        </p>
      ) : null}
      <FormButtons
        leaveLabel="Cancel"
        onLeave={onDone}
        submitLabel={create.isPending ? 'Creating…' : group.draft ? 'Replace draft' : 'Create draft'}
        disabled={!canSubmit}
      />
    </form>
  );
}
