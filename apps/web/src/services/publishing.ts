// Publishing calls of spec 1 §7 through the typed route table, and the queries the deployment
// and domain manager shares (docs/publishing.md "In the workspace").
import {
  type CustomDomain,
  type DeployBody,
  type Deployment,
  HttpError,
  routes,
  type Snapshot,
} from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';

export type { CustomDomain, Deployment, Snapshot };

export const publishingKeys = {
  all: ['publishing'] as const,
  deployments: (projectId: string) => ['publishing', 'deployments', projectId] as const,
  domains: ['publishing', 'domains'] as const,
  snapshots: (projectId: string) => ['publishing', 'snapshots', projectId] as const,
};

/** GET /publishing/deployments/projects/{projectId}: newest first. */
export const deploymentsQuery = (projectId: string) =>
  queryOptions({
    queryKey: publishingKeys.deployments(projectId),
    queryFn: ({ signal }) => api.call(routes.publishing.listByProject, { params: { projectId } }, { signal }),
  });

/** GET /publishing/domains/custom: the caller's custom domains. */
export const domainsQuery = queryOptions({
  queryKey: publishingKeys.domains,
  queryFn: ({ signal }) =>
    api.call(routes.publishing.listDomains, {}, { signal }).then((answer) => answer.customDomains),
});

/** GET /projectSnapshots?projectId: the snapshots a preview can be deployed from. */
export const snapshotsQuery = (projectId: string) =>
  queryOptions({
    queryKey: publishingKeys.snapshots(projectId),
    queryFn: ({ signal }) => api.call(routes.snapshots.list, { query: { projectId } }, { signal }),
  });

export function deploy(body: DeployBody): Promise<Deployment> {
  return api.call(routes.publishing.deploy, { body });
}

export function takeDown(deploymentId: string): Promise<Deployment> {
  return api.call(routes.publishing.takeDown, { body: { deploymentId } });
}

/** Points the deployment's branch alias back at it. */
export function rollback(deploymentId: string): Promise<Deployment> {
  return api.call(routes.publishing.rollback, { body: { deploymentId } });
}

export async function invalidateCache(deploymentId: string): Promise<void> {
  await api.call(routes.publishing.invalidateCache, { body: { deploymentId } });
}

export function addDomain(domainName: string): Promise<CustomDomain> {
  return api.call(routes.publishing.addDomain, { body: { domainName } });
}

export async function removeDomain(domainName: string): Promise<void> {
  await api.call(routes.publishing.deleteDomain, { body: { domainName } });
}

/** "The TXT record is in place": the server checks the domain again at once. */
export function checkDomain(domainName: string): Promise<CustomDomain> {
  return api.call(routes.publishing.addTxtRecord, { body: { domainName } });
}

export function connectDomain(domainName: string, deploymentId: string): Promise<CustomDomain> {
  return api.call(routes.publishing.connectToDeployment, { body: { domainName, deploymentId } });
}

export function disconnectDomain(domainName: string): Promise<CustomDomain> {
  return api.call(routes.publishing.disconnectToDeployment, { body: { domainName } });
}

/**
 * What went wrong, in the server's words when it gave some (the 413 names the file and the
 * limit), without the request path of a validation message ("body.domainName: ").
 */
export function publishingErrorText(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage.replace(/^body\.[\w.]+: /, '');
  return error instanceof Error ? error.message : String(error);
}
