// The deploy run the workspace shows (one at a time): startDeploy (publishing-deploy.ts) writes
// it, the deployment manager and the deployment node's button read it. Kept apart from the
// builder so the button does not pull the site builder into the workspace's first load.
import type { Deployment } from '@nodeloom/api';
import { createStore } from 'zustand';

/** What is deployed: the project as it is now, a snapshot, or what a deployment node asks for. */
export type DeploySource =
  | { kind: 'project' }
  | { kind: 'snapshot'; snapshotId: string; snapshotName: string }
  | { kind: 'node'; nodeId: string; nodeName: string };

export type DeployStep =
  | { step: 'building' }
  | { step: 'uploading'; fileCount: number; bytes: number }
  | { step: 'done'; deployment: Deployment }
  | { step: 'failed'; message: string };

export interface DeployRun {
  projectId: string;
  source: DeploySource;
  /** known once the node is evaluated, for a deployment node */
  branch: string | undefined;
  state: DeployStep;
}

export const deployRunStore = createStore<{ run: DeployRun | null }>()(() => ({ run: null }));

export const isDeploying = (run: DeployRun | null) =>
  run !== null && (run.state.step === 'building' || run.state.step === 'uploading');

/** A snapshot's preview branch: `snap-` and the end of its id (short enough for any alias host). */
export function snapshotBranch(snapshotId: string): string {
  return `snap-${snapshotId.slice(-8).toLowerCase()}`;
}
