import { Tabs } from '@base-ui/react/tabs';
import { useEffect } from 'react';
import { startDeploy } from '../../services/publishing-deploy.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { DeployForm } from './DeployForm.js';
import { DeploymentList } from './DeploymentList.js';
import { DeployProgress } from './DeployProgress.js';
import { DomainManager } from './DomainManager.js';
import { deployRequestFor } from './deploy-request.js';
import { SnapshotPreviews } from './SnapshotPreviews.js';
import './deployments.css';

export type DeploymentsTab = 'deployments' | 'snapshots' | 'domains';
export interface DeploymentsDialogArgs {
  tab?: DeploymentsTab;
  /** a deployment node to deploy at once (its button opens the manager with it) */
  deployNodeId?: string;
}

/** Each opening with a node starts one deploy of it (a new args object is a new request). */
function useDeployNode(editor: DialogProps['ctx']['editor'], args: DeploymentsDialogArgs | undefined) {
  useEffect(() => {
    const nodeId = args?.deployNodeId;
    const node = nodeId ? editor.nodes.get(nodeId) : undefined;
    if (!node || editor.readOnly) return;
    void startDeploy(deployRequestFor(editor, { kind: 'node', nodeId: node.id, nodeName: node.name }));
  }, [editor, args]);
}

/**
 * The deployment and domain manager (spec 1 §2): deploy the project or a snapshot to a branch,
 * the project's deployments with their addresses, rollback, take-down and cache invalidation,
 * a preview per snapshot, and the user's custom domains with the records to set.
 */
export default function DeploymentsDialog({ ctx, args }: DialogProps) {
  const { editor } = ctx;
  const canWrite = !editor.readOnly;
  const asked = args as DeploymentsDialogArgs | undefined;
  useDeployNode(editor, asked);
  const tab = asked?.tab ?? 'deployments';
  return (
    <Tabs.Root className="dm" defaultValue={tab}>
      <Tabs.List className="dm-tabs" aria-label="Publishing">
        <Tabs.Tab className="dm-tab" value="deployments">
          Deployments
        </Tabs.Tab>
        <Tabs.Tab className="dm-tab" value="snapshots">
          Snapshot previews
        </Tabs.Tab>
        <Tabs.Tab className="dm-tab" value="domains">
          Custom domains
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel className="dm-panel" value="deployments">
        <DeployProgress projectId={editor.projectId} />
        {canWrite ? <DeployForm editor={editor} /> : null}
        <DeploymentList projectId={editor.projectId} canWrite={canWrite} />
      </Tabs.Panel>
      <Tabs.Panel className="dm-panel" value="snapshots">
        <DeployProgress projectId={editor.projectId} />
        <SnapshotPreviews editor={editor} canWrite={canWrite} />
      </Tabs.Panel>
      <Tabs.Panel className="dm-panel" value="domains">
        <DomainManager editor={editor} />
      </Tabs.Panel>
    </Tabs.Root>
  );
}
