import { DEFAULT_DEPLOYMENT_MESSAGE, DEPLOY_MESSAGE_MAX_LENGTH, PRODUCTION_BRANCH } from '@nodeloom/api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { EditorApi } from '../../editor/index.js';
import { snapshotsQuery } from '../../services/publishing.js';
import { startDeploy } from '../../services/publishing-deploy.js';
import {
  type DeploySource,
  deployRunStore,
  isDeploying,
  snapshotBranch,
} from '../../services/publishing-deploy-state.js';
import { deployRequestFor } from './deploy-request.js';

const PROJECT = 'project';

/** Deploys the project as it is now, or one of its snapshots, to a branch (main is production). */
export function DeployForm({ editor }: { editor: EditorApi }) {
  const ids = { source: useId(), branch: useId(), message: useId() };
  const snapshots = useQuery(snapshotsQuery(editor.projectId));
  const deploying = useStore(deployRunStore, (state) => isDeploying(state.run));
  const [sourceKey, setSourceKey] = useState(PROJECT);
  const [branch, setBranch] = useState(PRODUCTION_BRANCH);
  const [message, setMessage] = useState('');

  const sourceOf = (key: string): DeploySource => {
    const snapshot = snapshots.data?.find((s) => s.id === key);
    return snapshot
      ? { kind: 'snapshot', snapshotId: snapshot.id, snapshotName: snapshot.name }
      : { kind: 'project' };
  };
  const chooseSource = (key: string) => {
    setSourceKey(key);
    setBranch(key === PROJECT ? PRODUCTION_BRANCH : snapshotBranch(key));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void startDeploy(deployRequestFor(editor, sourceOf(sourceKey), { branch: branch.trim(), message }));
  };

  return (
    <form className="dm-deploy" aria-label="Deploy" onSubmit={submit}>
      <div className="field">
        <label htmlFor={ids.source}>Deploy</label>
        <select id={ids.source} value={sourceKey} onChange={(e) => chooseSource(e.target.value)}>
          <option value={PROJECT}>The project as it is now</option>
          {(snapshots.data ?? []).map((snapshot) => (
            <option key={snapshot.id} value={snapshot.id}>
              Snapshot: {snapshot.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.branch}>Branch</label>
        <input
          id={ids.branch}
          value={branch}
          onChange={(e) => setBranch(e.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          required
          title="main is production; any other branch is a preview"
        />
      </div>
      <div className="field dm-deploy-message">
        <label htmlFor={ids.message}>Message</label>
        <input
          id={ids.message}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder={DEFAULT_DEPLOYMENT_MESSAGE}
          maxLength={DEPLOY_MESSAGE_MAX_LENGTH}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={deploying}>
        {deploying ? 'Deploying…' : 'Deploy'}
      </button>
    </form>
  );
}
