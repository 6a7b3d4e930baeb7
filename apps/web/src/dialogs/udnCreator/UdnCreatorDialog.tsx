import { LEVEL_DEFINITION } from '@nodeloom/engine';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { messageOf, refusal, refused } from '../../base/errors.js';
import { currentUdns } from '../../udn/page-udns.js';
import { UdnSelect } from '../../udn/UdnSelect.js';
import { packLevelIntoUdn, type VersionGroupChoice } from '../../udn/udn-flows.js';
import { ownVersionGroupsOf } from '../../udn/version-groups.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import { Field } from '../../ui/Field.js';
import { FormButtons } from '../../ui/FormEnd.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { type NodeTarget, targetNodeId } from '../node-target.js';
import '../../udn/udn-dialogs.css';
import { DescriptionField, NameField } from '../library/NameDescriptionFields.js';

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The UDN creator: the selected level packed into a UDN with a name, a version and a description,
 * in a new version group or as the next version of an existing one; the level becomes a node of it.
 */
export default function UdnCreatorDialog({ ctx, args, close }: DialogProps) {
  const { editor } = ctx;
  const levelId = targetNodeId(editor, args as NodeTarget | undefined);
  const level = levelId ? editor.nodes.get(levelId) : undefined;
  const session = currentUdns();
  const groups = useMemo(() => (session ? ownVersionGroupsOf(session) : []), [session]);
  const [name, setName] = useState(level?.name ?? '');
  const [version, setVersion] = useState('1.0.0');
  const [description, setDescription] = useState('');
  const [groupKind, setGroupKind] = useState<'new' | 'existing'>('new');
  const [groupId, setGroupId] = useState(groups[0]?.id ?? '');

  const create = useMutation({
    mutationFn: () => {
      if (!session || !levelId) return Promise.resolve(refused(refusal('udn.noLibrary')));
      const group: VersionGroupChoice = groupKind === 'new' ? { kind: 'new' } : { kind: 'existing', groupId };
      return packLevelIntoUdn(editor, session, levelId, {
        name: name.trim(),
        version,
        description,
        group,
      });
    },
    onSuccess: (created) => {
      if (!created.ok) return;
      const udn = created.value;
      ctx.notify({
        kind: 'success',
        title: `UDN ${udn.definition.definitionName} v${udn.definition.version} created`,
      });
      close();
    },
  });
  // a refusal (a value) or a failed call (thrown), said under the form
  const failure = create.error?.message ?? (create.data && messageOf(create.data));

  if (!level || level.definitionName !== LEVEL_DEFINITION || level.udnId) {
    return (
      <EmptyDialog
        frameClassName="udn-dialog"
        text="Select a level node to pack it into a UDN."
        onClose={close}
      />
    );
  }

  const versionValid = SEMVER.test(version);
  const canSubmit =
    name.trim() !== '' && versionValid && (groupKind === 'new' || groupId !== '') && !create.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) create.mutate();
  };
  return (
    <form className="udn-dialog" onSubmit={submit}>
      <p className="udn-summary">
        Packs the level <strong>{level.name}</strong> into a reusable node. Its input and output socket nodes
        become the UDN's sockets; the level is replaced by a node of the new UDN.
      </p>
      <div className="udn-row">
        <NameField label="UDN name" value={name} onChange={setName} />
        <Field
          label="Version"
          value={version}
          required
          aria-invalid={!versionValid}
          onChange={(e) => setVersion(e.target.value.trim())}
        />
      </div>
      {versionValid ? null : <p className="udn-error">Version must be a semantic version such as 1.0.0</p>}
      <DescriptionField
        label="Description"
        className="text-box udn-textarea"
        value={description}
        onChange={setDescription}
      />
      <fieldset className="udn-choice">
        <legend>Version group</legend>
        <label>
          <input
            type="radio"
            name="udn-group"
            checked={groupKind === 'new'}
            onChange={() => setGroupKind('new')}
          />
          New version group
        </label>
        <label>
          <input
            type="radio"
            name="udn-group"
            checked={groupKind === 'existing'}
            disabled={groups.length === 0}
            onChange={() => setGroupKind('existing')}
          />
          Next version of an existing UDN
        </label>
        {groupKind === 'existing' ? (
          <UdnSelect
            label="Existing UDN"
            items={groups}
            idOf={(g) => g.id}
            describe={(g) =>
              `${g.name}${g.latest ? ` (latest v${g.latest.definition.version})` : ' (draft only)'}`
            }
            value={groupId}
            onChange={setGroupId}
          />
        ) : null}
      </fieldset>
      {failure ? <p className="udn-error">{failure}</p> : null}
      <FormButtons
        leaveLabel="Cancel"
        onLeave={close}
        submitLabel={create.isPending ? 'Creating…' : 'Create UDN'}
        disabled={!canSubmit}
      />
    </form>
  );
}
