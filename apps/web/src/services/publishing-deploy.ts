// One deploy at a time from the workspace: build the file set in the browser, then send it.
// Commands (startDeploy) write the run's state here; the deployment manager and the
// deployment node's button only show it.
import { branchSchema, type Deployment, PRODUCTION_BRANCH, routes } from '@nodeloom/api';
import type { DefinitionRegistry, Graph } from '@nodeloom/engine';
import { api } from './api.js';
import { deploy, publishingErrorText, publishingKeys } from './publishing.js';
import { buildSiteFiles, deployFilesOf, siteBytes } from './publishing-build.js';
import {
  type DeploySource,
  type DeployStep,
  deployRunStore,
  isDeploying,
  snapshotBranch,
} from './publishing-deploy-state.js';
import { queryClient } from './queryClient.js';

export type { DeploySource };

export interface DeployRequest {
  projectId: string;
  projectName?: string;
  registry: DefinitionRegistry;
  /** the open project's graph now (the editor's) */
  currentGraph(): Graph;
  source: DeploySource;
  /** ignored for a deployment node (its own branch); a snapshot defaults to its preview branch */
  branch?: string;
  message?: string;
}

function branchError(branch: string): string | undefined {
  const result = branchSchema.safeParse(branch);
  return result.success ? undefined : `Branch ${result.error.issues[0]?.message ?? 'is invalid'}`;
}

async function graphOf(request: DeployRequest): Promise<Graph> {
  if (request.source.kind !== 'snapshot') return request.currentGraph();
  const snapshot = await api.call(routes.snapshots.get, { params: { id: request.source.snapshotId } });
  return snapshot.graph;
}

function defaultBranch(source: DeploySource): string {
  return source.kind === 'snapshot' ? snapshotBranch(source.snapshotId) : PRODUCTION_BRANCH;
}

/**
 * Builds and deploys; the run's steps go to deployRunStore. Resolves with the deployment, or
 * undefined when it failed (the run names why) or another deploy is under way.
 */
export async function startDeploy(request: DeployRequest): Promise<Deployment | undefined> {
  if (isDeploying(deployRunStore.getState().run)) return undefined;
  const { source, projectId } = request;
  let branch: string | undefined =
    source.kind === 'node' ? undefined : (request.branch ?? defaultBranch(source));
  const set = (state: DeployStep) => deployRunStore.setState({ run: { projectId, source, branch, state } });
  const fail = (message: string) => {
    set({ step: 'failed', message });
    return undefined;
  };
  set({ step: 'building' });
  try {
    const invalid = branch === undefined ? undefined : branchError(branch);
    if (invalid) return fail(invalid);
    const built = await buildSiteFiles({
      graph: await graphOf(request),
      registry: request.registry,
      ...(request.projectName ? { name: request.projectName } : {}),
      ...(source.kind === 'node' ? { deploymentNodeId: source.nodeId } : {}),
    });
    branch ??= built.branch ?? PRODUCTION_BRANCH;
    const nodeBranchInvalid = branchError(branch);
    if (nodeBranchInvalid) return fail(nodeBranchInvalid);
    set({ step: 'uploading', fileCount: built.files.length, bytes: siteBytes(built.files) });
    const message = (built.message ?? request.message)?.trim();
    const deployment = await deploy({
      projectId,
      branch,
      files: deployFilesOf(built.files),
      ...(message ? { message } : {}),
    });
    set({ step: 'done', deployment });
    await queryClient.invalidateQueries({ queryKey: publishingKeys.deployments(projectId) });
    return deployment;
  } catch (error) {
    return fail(publishingErrorText(error));
  }
}
