import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useValue } from '../../editor-react/index.js';
import { currentUdns } from '../../udn/page-udns.js';
import { UdnSelect, udnIdOf } from '../../udn/UdnSelect.js';
import { groupUsages } from '../../udn/usages.js';
import { VersionChangesList } from '../../udn/VersionChangesList.js';
import { versionChanges } from '../../udn/version-changes.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { type NodeTarget, targetNodeId } from '../node-target.js';
import '../../udn/udn-dialogs.css';

const label = (version: string) => (version === 'latestDraft' ? 'latest draft' : `v${version}`);

/**
 * Moves a UDN node, or every usage of its UDN in the project, to another version of its group
 * (the newest by default), after showing which inputs, outputs and params that adds or removes.
 * One undo step.
 */
export default function UdnUpgradeDialog({ ctx, args, close }: DialogProps) {
  const { editor } = ctx;
  const session = currentUdns();
  const nodeId = targetNodeId(editor, args as NodeTarget | undefined);
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  const current = node?.udnId ? session?.library.metadata(node.udnId) : undefined;
  const versions = current ? session!.library.versionGroup(current.versionGroup.id) : [];
  const latest = versions.find((v) => v.definition.version !== 'latestDraft') ?? versions[0];
  const [targetId, setTargetId] = useState(latest?.definition.udnId ?? '');
  const apply = useMutation({
    mutationFn: async (ids: string[]) => {
      // the new version's graph evaluates the nodes: registered before they move to it
      await session!.loader.loadGraphs([targetId]);
      // a refusal is shown once, under the form: the editor leaves it to this dialog
      return { moved: editor.udns.changeVersion(ids, targetId), count: ids.length };
    },
    onSuccess: ({ moved, count }) => {
      if (!moved.ok) return;
      const target = session!.library.metadata(targetId)!;
      ctx.notify({
        kind: 'success',
        title: `${count === 1 ? '1 node now uses' : `${count} nodes now use`} ${target.definition.definitionName} ${label(target.definition.version)}`,
      });
      close();
    },
  });

  if (!node || !current || !session || node.unpacked) {
    return (
      <EmptyDialog
        frameClassName="udn-dialog"
        text="Select a packed UDN node to change its version."
        onClose={close}
      />
    );
  }
  const target = session.library.metadata(targetId);
  const refused = apply.data && !apply.data.moved.ok ? apply.data.moved.refusal.message : undefined;
  const refusal = apply.error?.message ?? refused;
  const usages = groupUsages(editor.graph, session.library, current.versionGroup.id).filter(
    (n) => n.udnId !== targetId,
  );
  return (
    <div className="udn-dialog">
      <p className="udn-summary">
        <strong>{node.name}</strong> uses {current.definition.definitionName}{' '}
        {label(current.definition.version)}.
      </p>
      <UdnSelect
        label="Change to"
        items={versions}
        idOf={udnIdOf}
        describe={(v) => `${label(v.definition.version)}${v === latest ? ' (latest)' : ''}`}
        value={targetId}
        onChange={setTargetId}
      />
      {target ? <VersionChangesList changes={versionChanges(current, target)} /> : null}
      {refusal ? <p className="udn-error">{refusal}</p> : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="button"
          disabled={apply.isPending || node.udnId === targetId}
          onClick={() => apply.mutate([node.id])}
        >
          Upgrade this node
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={apply.isPending || usages.length === 0}
          onClick={() => apply.mutate(usages.map((n) => n.id))}
        >
          Upgrade all {usages.length} usages
        </button>
      </div>
    </div>
  );
}
