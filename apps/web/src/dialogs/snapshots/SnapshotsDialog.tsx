import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { projectUrl } from '../../base/routeRules.js';
import {
  createSnapshot,
  deleteSnapshot,
  restoreSnapshot,
  type Snapshot,
  snapshotKeys,
  snapshotsQuery,
  updateSnapshot,
} from '../../services/snapshots.js';
import { dialogsStore } from '../../state/dialogs.js';
import { workspaceStore } from '../../state/workspace.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import { failureToast, ListStates } from '../../ui/list-states.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import { SnapshotDiff } from './SnapshotDiff.js';
import { type SnapshotFields, SnapshotForm } from './SnapshotForm.js';
import { SnapshotRow } from './SnapshotRow.js';
import './snapshots.css';

type View = { kind: 'list' } | { kind: 'edit'; snapshot: Snapshot } | { kind: 'diff'; snapshot: Snapshot };

const defaultName = () =>
  `Snapshot ${new Date().toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;

/**
 * The project snapshot dialog: take one (name, colour, comment), list them, open one read-only,
 * compare one with the project (or with another snapshot), restore one (the server keeps a backup
 * snapshot of what it replaces), edit a snapshot's metadata, delete one.
 */
export default function SnapshotsDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const projectId = editor.projectId;
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [restoring, setRestoring] = useState<Snapshot | null>(null);
  const [formKey, setFormKey] = useState(0);
  const snapshots = useQuery(snapshotsQuery(projectId));
  const refresh = () => queries.invalidateQueries({ queryKey: snapshotKeys.list(projectId) });
  const failed = (title: string) => (error: unknown) => ctx.notify(failureToast(title)(error));

  const { create: take, remove } = useLibraryMutations<Snapshot, Snapshot, SnapshotFields>({
    ctx,
    noun: 'snapshot',
    listKey: snapshotKeys.list(projectId),
    create: {
      // what the snapshot holds is what the server has: send the pending edits first
      run: async (fields) => {
        await editor.persistence.flush();
        return createSnapshot(projectId, fields);
      },
      failedVerb: 'taken',
      onCreated: (snapshot) => {
        ctx.notify({ kind: 'success', title: `Snapshot "${snapshot.name}" taken` });
        setFormKey((k) => k + 1);
      },
    },
    remove: { run: (snapshot) => deleteSnapshot(snapshot.id) },
  });
  const edit = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: SnapshotFields }) => updateSnapshot(id, fields),
    onSuccess: () => {
      setView({ kind: 'list' });
      void refresh();
    },
    onError: failed('The snapshot was not changed'),
  });
  const restore = useMutation({
    mutationFn: async (id: string) => {
      await editor.persistence.flush();
      return restoreSnapshot(id);
    },
    onSuccess: ({ restoredFrom, backup }) => {
      ctx.notify({
        kind: 'success',
        title: `Restored "${restoredFrom.name}"`,
        description: `What it replaced is kept as the snapshot "${backup.name}".`,
      });
      void refresh();
      close();
      workspaceStore.getState().reopenProject();
    },
    onError: failed('The snapshot was not restored'),
  });

  if (view.kind === 'diff') {
    return (
      <SnapshotDiff
        ctx={ctx}
        snapshot={view.snapshot}
        snapshots={snapshots.data ?? []}
        onBack={() => setView({ kind: 'list' })}
        onShown={close}
      />
    );
  }
  if (view.kind === 'edit') {
    const { snapshot } = view;
    return (
      <SnapshotForm
        initial={snapshot}
        submitLabel="Save"
        busy={edit.isPending}
        onSubmit={(fields) => edit.mutate({ id: snapshot.id, fields })}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  }
  return (
    <div className="snap-dialog">
      {editor.readOnly ? null : (
        <section aria-label="Take a snapshot">
          <SnapshotForm
            key={formKey}
            initial={{ name: defaultName(), color: null, comment: null }}
            submitLabel={take.isPending ? 'Taking snapshot…' : 'Take snapshot'}
            busy={take.isPending}
            onSubmit={(fields) => take.mutate(fields)}
          />
        </section>
      )}
      <section aria-label="Snapshots" className="snap-list">
        <ListStates
          query={snapshots}
          noun="snapshots"
          empty="No snapshots yet. Take one to keep this version of the project."
        >
          {(list) => (
            <ul>
              {list.map((snapshot) => (
                <SnapshotRow
                  key={snapshot.id}
                  snapshot={snapshot}
                  readOnly={editor.readOnly}
                  onCompare={() => setView({ kind: 'diff', snapshot })}
                  onOpen={() => {
                    dialogsStore.getState().closeAll();
                    navigate(projectUrl({ id: projectId, snapshot: snapshot.id }));
                  }}
                  onEdit={() => setView({ kind: 'edit', snapshot })}
                  onRestore={() => setRestoring(snapshot)}
                  onDelete={() => remove.ask(snapshot)}
                />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <ConfirmFor
        item={restoring}
        onDismiss={() => setRestoring(null)}
        title="Restore this snapshot?"
        description={(snapshot) =>
          `The project goes back to "${snapshot.name}". What it holds now is kept as a backup snapshot.`
        }
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={(snapshot) => restore.mutate(snapshot.id)}
      />
      <ConfirmFor
        {...remove.confirm}
        title="Delete this snapshot?"
        description={(snapshot) => `"${snapshot.name}" is deleted for good.`}
        confirmLabel="Delete"
        danger
      />
    </div>
  );
}
