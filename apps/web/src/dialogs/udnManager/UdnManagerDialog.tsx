import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useValue } from '../../editor-react/index.js';
import { allUdnsQuery, deleteUdn, type UdnMetadataRecord, udnKeys } from '../../services/udns.js';
import { openDialog } from '../../state/dialogs.js';
import { groupRecords } from '../../udn/group-records.js';
import { currentUdns } from '../../udn/page-udns.js';
import { editVersionInProject } from '../../udn/udn-flows.js';
import { toEngineMetadata } from '../../udn/udn-transport.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import { CloseActions } from '../../ui/EmptyDialog.js';
import { failureToast } from '../../ui/list-states.js';
import { SmallButton } from '../../ui/SmallButton.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import '../../udn/udn-dialogs.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const versionLabel = (r: UdnMetadataRecord) => (r.definition.draft ? 'Draft' : `v${r.definition.version}`);

/**
 * The UDN manager: every UDN of the user (listed 20 a page until all are read) by version group,
 * with inner node counts from their graphs (fetched 30 ids a call), how often this project uses
 * each version, delete, and Edit (its insides opened as a level); a group's draft and shared
 * definition open their own dialogs over it (draft in version group, edit group).
 */
export default function UdnManagerDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const session = currentUdns();
  const list = useQuery(allUdnsQuery());
  const [graphsLoaded, setGraphsLoaded] = useState(0);
  // a usage count follows the graph
  const nodeCount = useValue((e) => e.graph.nodeCount);

  useEffect(() => {
    if (!session || !list.data) return;
    session.registerListed(list.data.map(toEngineMetadata));
    const ids = list.data.map((r) => r.definition.udnId);
    void session.loader.loadGraphs(ids).then(
      () => setGraphsLoaded((n) => n + 1),
      () => {},
    );
  }, [session, list.data]);

  const { remove } = useLibraryMutations<UdnMetadataRecord>({
    ctx,
    noun: 'UDN',
    listKey: udnKeys.all,
    remove: {
      run: (r) => deleteUdn(r.definition.udnId),
      onRemoved: (r) =>
        ctx.notify({ kind: 'success', title: `${r.definition.definitionName} ${versionLabel(r)} deleted` }),
    },
  });
  const failed = { kind: 'error' as const, title: 'The UDN could not be opened for editing' };
  const edit = useMutation({
    mutationFn: (r: UdnMetadataRecord) => editVersionInProject(editor, session!, r),
    onSuccess: (opened, r) => {
      if (!opened.ok) {
        ctx.notify({ ...failed, description: opened.refusal.message });
        return;
      }
      ctx.notify({
        kind: 'success',
        title: `Editing ${r.definition.definitionName} ${versionLabel(r)}`,
        description: 'Change its insides, then save them from the UDN editor as a new version or the draft.',
      });
      close();
    },
    onError: (error) => ctx.notify(failureToast(failed.title)(error)),
  });

  const usages = (udnId: string) => {
    void nodeCount;
    let n = 0;
    for (const node of editor.graph.nodes()) if (node.udnId === udnId) n++;
    return n;
  };
  const innerCount = (udnId: string) => {
    void graphsLoaded;
    return session?.library.internals(udnId)?.graph.nodes.length;
  };
  const groups = list.data ? groupRecords(list.data) : [];
  return (
    <div className="udn-dialog">
      {list.isPending ? <p className="muted">Loading UDNs…</p> : null}
      {list.error ? <p className="udn-error">The UDNs could not be listed: {list.error.message}</p> : null}
      {list.data && groups.length === 0 ? (
        <p className="muted">No UDNs yet. Right-click a level and choose “Pack into UDN…” to make one.</p>
      ) : null}
      {list.data ? (
        <p className="muted">
          {list.data.length} UDN records in {groups.length} version groups
        </p>
      ) : null}
      <ul className="udn-list">
        {groups.map((group) => {
          const newest = group.versions.find((v) => !v.definition.draft);
          return (
            <li key={group.id} className="udn-group" aria-label={group.name}>
              <div className="udn-group-head">
                <h3>{group.name}</h3>
                <div className="udn-version-actions">
                  <SmallButton
                    disabled={editor.readOnly || !newest}
                    title={
                      !newest
                        ? 'Publish a version first: a draft starts from one'
                        : group.draft
                          ? 'Replace the draft with a copy of a version'
                          : 'Make a draft from a version'
                    }
                    onClick={() =>
                      openDialog('udnDraft', { groupId: group.id, udnId: newest?.definition.udnId })
                    }
                  >
                    {group.draft ? 'Replace draft…' : 'New draft…'}
                  </SmallButton>
                  <SmallButton onClick={() => openDialog('udnGroupEdit', { groupId: group.id })}>
                    Edit group…
                  </SmallButton>
                </div>
              </div>
              {group.versions.map((r) => {
                const count = usages(r.definition.udnId);
                const inner = innerCount(r.definition.udnId);
                return (
                  <div
                    key={r.definition.udnId}
                    className="udn-version"
                    aria-label={`${group.name} ${versionLabel(r)}`}
                  >
                    <div>
                      <span className={`udn-badge ${r.definition.draft ? 'udn-badge-draft' : ''}`}>
                        {versionLabel(r)}
                      </span>{' '}
                      <span className="muted">
                        {[
                          r.versionDescription ?? r.definition.description,
                          inner === undefined ? undefined : plural(inner, 'inner node'),
                          `used ${plural(count, 'time')} in this project`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </div>
                    <div className="udn-version-actions">
                      <SmallButton
                        disabled={editor.readOnly || !session || edit.isPending}
                        title="Open its insides as a level of this project to change them"
                        onClick={() => edit.mutate(r)}
                      >
                        Edit
                      </SmallButton>
                      <SmallButton look="danger" onClick={() => remove.ask(r)}>
                        Delete
                      </SmallButton>
                    </div>
                  </div>
                );
              })}
            </li>
          );
        })}
      </ul>
      <CloseActions onClose={close} />
      <ConfirmFor
        {...remove.confirm}
        title={(record) => `Delete ${record.definition.definitionName} ${versionLabel(record)}?`}
        description={(record) =>
          usages(record.definition.udnId) > 0
            ? `This project uses it ${usages(record.definition.udnId)} times; those nodes will no longer resolve.`
            : 'Projects that use it will no longer resolve those nodes.'
        }
        confirmLabel="Delete"
        danger
      />
    </div>
  );
}
