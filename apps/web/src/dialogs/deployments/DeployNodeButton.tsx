import { useStore } from 'zustand';
import { deployRunStore, isDeploying } from '../../services/publishing-deploy-state.js';
import { openDialog } from '../../state/dialogs.js';
import type { DeploymentsDialogArgs } from './DeploymentsDialog.js';
import './deploy-node-button.css';

/** The definition whose node deploys (packages/nodes deployment: branch, message, entrypoint). */
export const DEPLOYMENT_DEFINITION = 'deployment';

/**
 * A deployment node's action: deploys what the node asks for (its entrypoint to its branch with
 * its message) through the deployment manager, which shows the progress and the result.
 */
export function DeployNodeButton({ nodeId }: { nodeId: string }) {
  const deploying = useStore(deployRunStore, (state) => isDeploying(state.run));
  const args: DeploymentsDialogArgs = { deployNodeId: nodeId };
  return (
    <button
      type="button"
      className="button button-small button-primary pe-deploy"
      disabled={deploying}
      title="Build the site from this node's entrypoint and deploy it to its branch"
      onClick={() => openDialog('deployments', args)}
    >
      {deploying ? 'Deploying…' : 'Deploy'}
    </button>
  );
}
