import { isSemanticVersion } from '@nodeloom/engine';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../base/errors.js';
import { useValue } from '../../editor-react/index.js';
import { openDialog } from '../../state/dialogs.js';
import { nextMajorVersion } from '../../udn/next-version.js';
import { currentUdns } from '../../udn/page-udns.js';
import { saveUnpackedUdn } from '../../udn/udn-flows.js';
import { unpackedUdnTarget } from '../../udn/unpacked-target.js';
import { versionGroupsOf } from '../../udn/version-groups.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import { Field } from '../../ui/Field.js';
import type { DialogProps } from '../dialog-descriptor.js';
import type { NodeTarget } from '../node-target.js';
import '../../udn/udn-dialogs.css';
import { DescriptionField } from '../library/NameDescriptionFields.js';

/**
 * The UDN editor: a UDN is edited on the canvas as a level (unpack it, change its insides), then
 * saved here as its group's draft or published as a new semantic version. The node is packed back
 * to its own version; the usages are upgraded from the outdated warning.
 */
export default function UdnEditorDialog({ ctx, args, close }: DialogProps) {
  const { editor } = ctx;
  const session = currentUdns();
  // the unpacked UDN it was opened on, a selected one, or the one whose insides are open
  const nodeId = useValue((e) => unpackedUdnTarget(e, (args as NodeTarget | undefined)?.nodeId));
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  const current = node?.udnId ? session?.library.metadata(node.udnId) : undefined;
  const group = current
    ? versionGroupsOf(session!.library).find((g) => g.id === current.versionGroup.id)
    : undefined;
  const [version, setVersion] = useState(nextMajorVersion(group?.latest?.definition.version));
  const [description, setDescription] = useState('');
  const save = useMutation({
    mutationFn: (publish: boolean) =>
      saveUnpackedUdn(editor, session!, nodeId!, {
        ...(publish ? { version } : {}),
        versionDescription: description,
      }),
    onSuccess: (saved) => {
      if (!saved.ok) return;
      const { definitionName, version } = saved.value.definition;
      ctx.notify({
        kind: 'success',
        title: isSemanticVersion(version)
          ? `UDN ${definitionName} v${version} published`
          : `UDN ${definitionName} draft saved`,
      });
      close();
    },
  });
  // a refusal (a value) or a failed call (thrown), said under the form
  const failure = save.error?.message ?? (save.data && messageOf(save.data));

  if (!node?.unpacked || !current || !session) {
    return (
      <EmptyDialog
        frameClassName="udn-dialog"
        textClassName="udn-summary"
        text="Nothing to save yet: select an unpacked UDN node, or open its insides. To edit a UDN, right-click a node of it and choose “Unpack UDN”, or choose Edit on a version in the UDN manager; change its insides, then come back here to save them as a new version or as the draft."
        onClose={close}
      >
        <button type="button" className="button button-primary" onClick={() => openDialog('udnManager')}>
          Open UDN manager
        </button>
      </EmptyDialog>
    );
  }
  const versionValid = isSemanticVersion(version);
  return (
    <div className="udn-dialog">
      <p className="udn-summary">
        Saves the insides of <strong>{node.name}</strong> as {current.definition.definitionName}
        {group?.latest ? ` (latest v${group.latest.definition.version})` : ''}. This node is packed back to
        the version it uses.
      </p>
      <Field
        label="New version"
        value={version}
        aria-invalid={!versionValid}
        onChange={(e) => setVersion(e.target.value.trim())}
      />
      {versionValid ? null : <p className="udn-error">Version must be a semantic version such as 2.0.0</p>}
      <DescriptionField
        label="What changed"
        className="text-box udn-textarea"
        value={description}
        onChange={setDescription}
      />
      {failure ? <p className="udn-error">{failure}</p> : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate(false)}>
          Keep as draft
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={save.isPending || !versionValid}
          onClick={() => save.mutate(true)}
        >
          Publish v{version}
        </button>
      </div>
    </div>
  );
}
