import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Deployment,
  invalidateCache,
  publishingErrorText,
  publishingKeys,
  rollback,
  takeDown,
} from '../../services/publishing.js';

export type DeploymentActionKind = 'rollback' | 'takeDown' | 'invalidate';

const ACTIONS: Record<DeploymentActionKind, (id: string) => Promise<unknown>> = {
  rollback,
  takeDown,
  invalidate: invalidateCache,
};

/** What was just done, said back in the list's live region. */
export const ACTION_DONE: Record<DeploymentActionKind, (d: Deployment) => string> = {
  rollback: (d) => `${d.branch} now serves this deployment`,
  takeDown: () => 'Taken down: its addresses answer 404',
  invalidate: () => 'Caches cleared on every server',
};

/** Roll back, take down or invalidate one deployment; the list refetches after each. */
export function useDeploymentAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, deployment }: { kind: DeploymentActionKind; deployment: Deployment }) =>
      ACTIONS[kind](deployment.deploymentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishingKeys.deployments(projectId) }),
  });
}

export { publishingErrorText };
