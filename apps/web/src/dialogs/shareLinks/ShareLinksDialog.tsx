import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AccessToken,
  type CreatedAccessToken,
  createShareLink,
  embedCode,
  linkState,
  revokeShareLink,
  shareLinksQuery,
  shareLinkUrl,
  sharingKeys,
} from '../../services/sharing.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import { ListStates } from '../../ui/list-states.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import { CopyField } from './CopyField.js';
import './share-links.css';

const EXPIRIES = [
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '1 year', days: 365 },
] as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The share link editor: a read-only link to the project with an expiry (its secret is shown once,
 * with an embed code for other sites), the list of links with their state, and revoking one.
 */
export default function ShareLinksDialog({ ctx }: DialogProps) {
  const projectId = ctx.editor.projectId;
  const [days, setDays] = useState<number>(7);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const links = useQuery(shareLinksQuery(projectId));
  const { create, remove: revoke } = useLibraryMutations<AccessToken, CreatedAccessToken>({
    ctx,
    noun: 'share link',
    listKey: sharingKeys.links(projectId),
    create: {
      run: () => createShareLink(projectId, new Date(Date.now() + days * 86_400_000)),
      onCreated: setCreated,
    },
    remove: {
      run: (link) => revokeShareLink(projectId, link.id),
      failedVerb: 'revoked',
      onRemoved: (link) => {
        if (created?.id === link.id) setCreated(null);
      },
    },
  });
  const origin = window.location.origin;

  return (
    <div className="share-dialog">
      <p className="muted">
        Anyone with a link can open the project read-only until the link expires or you revoke it.
      </p>
      <div className="share-create">
        <label className="share-expiry">
          Expires in
          <select
            className="input"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            aria-label="Expires in"
          >
            {EXPIRIES.map((e) => (
              <option key={e.days} value={e.days}>
                {e.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button-primary"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {create.isPending ? 'Creating…' : 'Create link'}
        </button>
      </div>
      {created ? (
        <section className="share-created" aria-label="New link">
          <p className="share-once">Copy it now: the link's secret is shown only once.</p>
          <CopyField label="Share link" value={shareLinkUrl(origin, created.token)} ctx={ctx} />
          <CopyField
            label="Embed code"
            value={embedCode(origin, projectId, created.token)}
            ctx={ctx}
            multiline
          />
        </section>
      ) : null}
      <section aria-label="Links">
        <ListStates query={links} noun="share links" empty="No share links yet.">
          {(list) => (
            <ul className="share-list">
              {list.map((link) => {
                const state = linkState(link);
                return (
                  <li key={link.id} className="share-row" aria-label={`Link created ${when(link.createdAt)}`}>
                    <span className={`share-state share-state-${state}`}>{state}</span>
                    <span className="share-row-text">
                      Created {when(link.createdAt)} ·{' '}
                      {state === 'revoked'
                        ? `revoked ${when(link.revokedAt!)}`
                        : `expires ${when(link.expiredAt)}`}
                    </span>
                    {state === 'active' ? (
                      <button
                        type="button"
                        className="button button-small button-ghost share-revoke"
                        onClick={() => revoke.ask(link)}
                      >
                        Revoke
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </ListStates>
      </section>
      <ConfirmFor
        {...revoke.confirm}
        title="Revoke this link?"
        description="Whoever has it can no longer open the project. This cannot be undone."
        confirmLabel="Revoke"
        danger
      />
    </div>
  );
}
