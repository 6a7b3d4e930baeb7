import { DEFAULT_DEPLOYMENT_MESSAGE, DEPLOY_MESSAGE_MAX_LENGTH, PRODUCTION_BRANCH } from '@nodeloom/api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
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
import { Field, SelectField } from '../../ui/Field.js';
import { deployRequestFor } from './deploy-request.js';

const PROJECT = 'project';

/** Deploys the project as it is now, or one of its snapshots, to a branch (main is production). */
export function DeployForm({ editor }: { editor: EditorApi }) {
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
      <SelectField
        label="Deploy"
        value={sourceKey}
        onChange={chooseSource}
        options={[
          { value: PROJECT, label: 'The project as it is now' },
          ...(snapshots.data ?? []).map((snapshot) => ({
            value: snapshot.id,
            label: `Snapshot: ${snapshot.name}`,
          })),
        ]}
      />
      <Field
        label="Branch"
        value={branch}
        onChange={(e) => setBranch(e.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        required
        title="main is production; any other branch is a preview"
      />
      <Field
        label="Message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder={DEFAULT_DEPLOYMENT_MESSAGE}
        maxLength={DEPLOY_MESSAGE_MAX_LENGTH}
      />
      <button type="submit" className="button button-primary" disabled={deploying}>
        {deploying ? 'Deploying…' : 'Deploy'}
      </button>
    </form>
  );
}
