import type { ButtonHTMLAttributes } from 'react';
import { relativeTime } from '../../base/relativeTime.js';
import type { Deployment } from '../../services/publishing.js';
import { openDialog } from '../../state/dialogs.js';
import { Tip } from '../../ui/Tip.js';
import { formatBytes, hostOf } from './format.js';
import type { DeploymentActionKind } from './use-deployment-action.js';

/** A row's small button, with its tooltip when it has one; danger for what cannot be undone. */
function RowButton({
  tip,
  danger = false,
  ...button
}: { tip?: string; danger?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  const element = (
    <button
      type="button"
      className={danger ? 'button button-small button-danger' : 'button button-small'}
      {...button}
    />
  );
  return tip ? <Tip label={tip}>{element}</Tip> : element;
}

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
          <RowButton
            tip="Open this deployment in the site preview"
            onClick={() => openDialog('sitePreview', { url: d.aliased ? d.aliasUrl : d.url })}
          >
            Preview
          </RowButton>
          {canWrite && !d.aliased ? (
            <RowButton
              tip={`Point ${d.branch} back at this deployment`}
              disabled={busy}
              onClick={() => onAction('rollback', d)}
            >
              Roll back
            </RowButton>
          ) : null}
          {canWrite ? (
            <>
              <RowButton
                tip="Drop the cached copies on every server"
                disabled={busy}
                onClick={() => onAction('invalidate', d)}
              >
                Invalidate cache
              </RowButton>
              <RowButton danger disabled={busy} onClick={() => onAction('takeDown', d)}>
                Take down
              </RowButton>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
