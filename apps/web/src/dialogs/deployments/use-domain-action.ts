import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDomain,
  checkDomain,
  connectDomain,
  disconnectDomain,
  publishingKeys,
  removeDomain,
} from '../../services/publishing.js';

export type DomainAction =
  | { kind: 'add'; domainName: string }
  | { kind: 'check'; domainName: string }
  | { kind: 'connect'; domainName: string; deploymentId: string }
  | { kind: 'disconnect'; domainName: string }
  | { kind: 'remove'; domainName: string };

function perform(action: DomainAction): Promise<unknown> {
  switch (action.kind) {
    case 'add':
      return addDomain(action.domainName);
    case 'check':
      return checkDomain(action.domainName);
    case 'connect':
      return connectDomain(action.domainName, action.deploymentId);
    case 'disconnect':
      return disconnectDomain(action.domainName);
    case 'remove':
      return removeDomain(action.domainName);
  }
}

/** Every custom-domain call of the manager; the domain list refetches after each. */
export function useDomainAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: perform,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publishingKeys.domains }),
  });
}
