import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { EditorApi } from '../../editor/index.js';
import { deploymentsQuery, domainsQuery } from '../../services/publishing.js';
import { DomainRow } from './DomainRow.js';
import { PublishingList } from './PublishingList.js';
import { type DomainAction, useDomainAction } from './use-domain-action.js';
import { useStatusChanges } from './use-status-changes.js';

/** The user's custom domains: add one, set its records, verify it, choose what it serves. */
export function DomainManager({ editor }: { editor: EditorApi }) {
  const { projectId } = editor;
  const inputId = useId();
  const domains = useQuery(domainsQuery);
  const deployments = useQuery(deploymentsQuery(projectId));
  const action = useDomainAction();
  const [name, setName] = useState('');
  const [said, setSaid] = useState('');
  useStatusChanges(editor, setSaid);
  const live = (deployments.data ?? []).filter((d) => !d.takenDownAt);

  const run = (next: DomainAction) => {
    setSaid('');
    action.mutate(next, {
      onSuccess: () => {
        if (next.kind === 'add') setName('');
      },
    });
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) run({ kind: 'add', domainName: name.trim() });
  };

  return (
    <div className="dm-domains">
      <form className="dm-add-domain" aria-label="Add a custom domain" onSubmit={add}>
        <div className="field">
          <label htmlFor={inputId}>Domain</label>
          <input
            id={inputId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="shop.example.com"
            spellCheck={false}
            autoCapitalize="off"
          />
        </div>
        <button type="submit" className="button button-primary" disabled={action.isPending || !name.trim()}>
          Add domain
        </button>
      </form>
      <PublishingList
        query={domains}
        outcome={{ said, error: action.error }}
        noun="domains"
        label="Custom domains"
        empty="No custom domains. Add one you own: you will be shown the name servers and the TXT record to set, and it is verified as soon as they are in place."
      >
        {(domain) => (
          <DomainRow
            key={domain.domainName}
            domain={domain}
            deployments={live}
            busy={action.isPending}
            onAction={run}
          />
        )}
      </PublishingList>
    </div>
  );
}
