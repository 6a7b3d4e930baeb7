import { relativeTime } from '../../base/relativeTime.js';
import type { Deployment } from '../../services/publishing.js';
import { openDialog } from '../../state/dialogs.js';
import { SmallButton } from '../../ui/SmallButton.js';
import { formatBytes, hostOf } from './format.js';
import type { DeploymentActionKind } from './use-deployment-action.js';

export interface DeploymentRowProps {
  deployment: Deployment;
  canWrite: boolean;
  busy: boolean;
  onAction(kind: DeploymentActionKind, deployment: Deployment): void;
}

/** One deployment: where it is served, what it holds, and what can be done with it. */
export function DeploymentRow({ deployment: d, canWrite, busy, onAction }: DeploymentRowProps) {
  const live = !d.takenDownAt;
  return (
    <li className="dm-row" aria-label={`${d.branch}: ${d.message}`} data-down={live ? undefined : true}>
      <div className="dm-row-main">
        <div className="dm-row-title">
          <span className={d.production ? 'badge dm-badge-production' : 'badge'}>
            {d.production ? 'Production' : 'Preview'}
          </span>
          <strong className="dm-branch">{d.branch}</strong>
          {d.aliased && live ? <span className="badge dm-badge-live">Live on branch</span> : null}
          {live ? null : <span className="badge dm-badge-down">Taken down</span>}
        </div>
        <p className="dm-row-message">{d.message}</p>
        <p className="muted dm-row-meta">
          {d.fileCount} files · {formatBytes(d.totalBytes)} · {relativeTime(d.createdAt)}
        </p>
        {live ? (
          <p className="dm-links">
            <a href={d.url} target="_blank" rel="noreferrer" title="This deployment, forever">
              {hostOf(d.url)}
            </a>
            {d.aliased ? (
              <a
                href={d.aliasUrl}
                target="_blank"
                rel="noreferrer"
                title={`The ${d.branch} branch's address`}
              >
                {hostOf(d.aliasUrl)}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
      {live ? (
        <div className="dm-row-actions">
          <SmallButton
            tip="Open this deployment in the site preview"
            onClick={() => openDialog('sitePreview', { url: d.aliased ? d.aliasUrl : d.url })}
          >
            Preview
          </SmallButton>
          {canWrite && !d.aliased ? (
            <SmallButton
              tip={`Point ${d.branch} back at this deployment`}
              disabled={busy}
              onClick={() => onAction('rollback', d)}
            >
              Roll back
            </SmallButton>
          ) : null}
          {canWrite ? (
            <>
              <SmallButton
                tip="Drop the cached copies on every server"
                disabled={busy}
                onClick={() => onAction('invalidate', d)}
              >
                Invalidate cache
              </SmallButton>
              <SmallButton look="danger" disabled={busy} onClick={() => onAction('takeDown', d)}>
                Take down
              </SmallButton>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
