import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { relativeTime } from '../../base/relativeTime.js';
import type { EditorApi } from '../../editor/index.js';
import { deploymentsQuery, snapshotsQuery } from '../../services/publishing.js';
import { startDeploy } from '../../services/publishing-deploy.js';
import { deployRunStore, isDeploying, snapshotBranch } from '../../services/publishing-deploy-state.js';
import { deployRequestFor } from './deploy-request.js';
import { hostOf } from './format.js';

/** A preview deployment per snapshot, in one click: each snapshot has its own preview branch. */
export function SnapshotPreviews({ editor, canWrite }: { editor: EditorApi; canWrite: boolean }) {
  const snapshots = useQuery(snapshotsQuery(editor.projectId));
  const deployments = useQuery(deploymentsQuery(editor.projectId));
  const deploying = useStore(deployRunStore, (state) => isDeploying(state.run));

  if (snapshots.isPending) return <p className="muted dm-state">Loading snapshots…</p>;
  if (snapshots.isError) return <p className="form-error">Could not load the snapshots.</p>;
  if (snapshots.data.length === 0)
    return (
      <p className="muted dm-state">No snapshots yet. A snapshot of the project can be previewed here.</p>
    );
  return (
    <ul className="dm-list" aria-label="Snapshot previews">
      {snapshots.data.map((snapshot) => {
        const branch = snapshotBranch(snapshot.id);
        const preview = deployments.data?.find((d) => d.branch === branch && d.aliased && !d.takenDownAt);
        return (
          <li key={snapshot.id} className="dm-row" aria-label={`Snapshot ${snapshot.name}`}>
            <div className="dm-row-main">
              <div className="dm-row-title">
                <strong>{snapshot.name}</strong>
                <span className="muted">{relativeTime(snapshot.createdAt)}</span>
              </div>
              <p className="dm-links">
                {preview ? (
                  <a href={preview.aliasUrl} target="_blank" rel="noreferrer">
                    {hostOf(preview.aliasUrl)}
                  </a>
                ) : (
                  <span className="muted">Not deployed: its preview goes to branch {branch}</span>
                )}
              </p>
            </div>
            {canWrite ? (
              <div className="dm-row-actions">
                <button
                  type="button"
                  className="button button-small"
                  disabled={deploying}
                  onClick={() =>
                    void startDeploy(
                      deployRequestFor(editor, {
                        kind: 'snapshot',
                        snapshotId: snapshot.id,
                        snapshotName: snapshot.name,
                      }),
                    )
                  }
                >
                  {preview ? 'Redeploy preview' : 'Deploy preview'}
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
