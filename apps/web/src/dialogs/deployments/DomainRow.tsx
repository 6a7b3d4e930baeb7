import { useId } from 'react';
import { relativeTime } from '../../base/relativeTime.js';
import type { CustomDomain, Deployment } from '../../services/publishing.js';
import { SmallButton } from '../../ui/SmallButton.js';
import { DomainRecords } from './DomainRecords.js';
import { hostOf } from './format.js';
import type { DomainAction } from './use-domain-action.js';

export interface DomainRowProps {
  domain: CustomDomain;
  /** this project's live deployments, which a verified domain may serve */
  deployments: readonly Deployment[];
  busy: boolean;
  onAction(action: DomainAction): void;
}

const CERTIFICATE_TEXT = {
  pending: 'Certificate pending',
  issued: 'Certificate issued',
  failed: 'Certificate failed',
};

/** When the job looks again: soon (its first retries are seconds apart), or in so long. */
function nextCheckText(nextCheckAt: string | null): string {
  if (!nextCheckAt) return '';
  const soon = new Date(nextCheckAt).getTime() - Date.now() < 60_000;
  return soon ? ' It is checked again automatically.' : ` Next automatic check ${relativeTime(nextCheckAt)}.`;
}

/** One custom domain: its status, the records to set while pending, what it serves once verified. */
export function DomainRow({ domain: d, deployments, busy, onAction }: DomainRowProps) {
  const selectId = useId();
  const verified = d.status === 'verified';
  const served = deployments.find((x) => x.deploymentId === d.deploymentId);
  const name = d.domainName;
  return (
    <li className="dm-row dm-domain" aria-label={name}>
      <div className="dm-row-main">
        <div className="dm-row-title">
          <strong>{name}</strong>
          <span className={verified ? 'badge dm-badge-live' : 'badge dm-badge-pending'}>
            {verified ? 'Verified' : 'Pending verification'}
          </span>
          {d.certificateStatus ? (
            <span className="badge">{CERTIFICATE_TEXT[d.certificateStatus]}</span>
          ) : null}
        </div>
        {verified ? (
          <p className="muted dm-row-meta">
            {d.deploymentId
              ? `Serves ${served ? `${served.branch} · ${served.message}` : `deployment ${d.deploymentId}`}`
              : 'Verified; not serving a deployment yet'}
          </p>
        ) : (
          <>
            <p className="muted dm-row-meta">
              Set these records at your DNS provider, then check.
              {nextCheckText(d.nextCheckAt)}
            </p>
            <DomainRecords domain={d} />
          </>
        )}
      </div>
      <div className="dm-row-actions">
        {verified ? (
          <>
            <label className="visually-hidden" htmlFor={selectId}>
              Deployment served at {name}
            </label>
            <select
              id={selectId}
              value={d.deploymentId ?? ''}
              disabled={busy || deployments.length === 0}
              onChange={(e) =>
                e.target.value
                  ? onAction({ kind: 'connect', domainName: name, deploymentId: e.target.value })
                  : onAction({ kind: 'disconnect', domainName: name })
              }
            >
              <option value="">{deployments.length === 0 ? 'No live deployments' : 'Serve nothing'}</option>
              {deployments.map((x) => (
                <option key={x.deploymentId} value={x.deploymentId}>
                  {x.branch} · {x.message} · {hostOf(x.url).split('.')[0]}
                </option>
              ))}
            </select>
          </>
        ) : (
          <SmallButton disabled={busy} onClick={() => onAction({ kind: 'check', domainName: name })}>
            Check now
          </SmallButton>
        )}
        <SmallButton
          look="danger"
          disabled={busy}
          onClick={() => onAction({ kind: 'remove', domainName: name })}
        >
          Remove
        </SmallButton>
      </div>
    </li>
  );
}
