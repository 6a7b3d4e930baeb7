import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Deployment, deploymentsQuery } from '../../services/publishing.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import { DeploymentRow } from './DeploymentRow.js';
import { hostOf } from './format.js';
import { PublishingList } from './PublishingList.js';
import { ACTION_DONE, type DeploymentActionKind, useDeploymentAction } from './use-deployment-action.js';

/** The project's deployments, newest first, with their addresses, rollback, invalidation and take-down. */
export function DeploymentList({ projectId, canWrite }: { projectId: string; canWrite: boolean }) {
  const deployments = useQuery(deploymentsQuery(projectId));
  const action = useDeploymentAction(projectId);
  const [confirming, setConfirming] = useState<Deployment | null>(null);
  const [said, setSaid] = useState('');

  const run = (kind: DeploymentActionKind, deployment: Deployment) => {
    if (kind === 'takeDown' && confirming !== deployment) {
      setConfirming(deployment);
      return;
    }
    setConfirming(null);
    setSaid('');
    action.mutate({ kind, deployment }, { onSuccess: () => setSaid(ACTION_DONE[kind](deployment)) });
  };

  return (
    <>
      <PublishingList
        query={deployments}
        outcome={{ said, error: action.error }}
        noun="deployments"
        label="Deployments"
        empty="No deployments yet. Deploy the project to publish it at its own address; main is production, any other branch a preview."
      >
        {(deployment) => (
          <DeploymentRow
            key={deployment.deploymentId}
            deployment={deployment}
            canWrite={canWrite}
            busy={action.isPending}
            onAction={run}
          />
        )}
      </PublishingList>
      <ConfirmFor
        item={confirming}
        onDismiss={() => setConfirming(null)}
        title="Take this deployment down?"
        description={(deployment) =>
          `${hostOf(deployment.url)}${deployment.aliased ? ` and ${hostOf(deployment.aliasUrl)}` : ''} will answer 404 at once. This cannot be undone.`
        }
        confirmLabel="Take down"
        danger
        onConfirm={(deployment) => run('takeDown', deployment)}
      />
    </>
  );
}
