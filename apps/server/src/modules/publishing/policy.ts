import { routes } from '@nodeloom/api';
import type { ProjectRow } from '../../db/schema/index.js';
import {
  ALLOW,
  anybody,
  type Caller,
  definePolicy,
  firstRefusal,
  forbidden,
  type OwnedSubject,
  ownerOnly,
  projectDecision,
  signedIn,
} from '../../permissions/index.js';

export const OTHER_USERS_DEPLOYMENTS = 'You can only list your own deployments';
export const DOMAIN_NOT_FOUND = 'Domain not found';

/** What a publishing route acts on: the deployment's project, a custom domain, or a user's list. */
export interface PublishingSubject {
  project?: ProjectRow;
  domain?: OwnedSubject;
  userId?: string;
}

/**
 * Publishing follows the project: its writers deploy, take down, roll back and flush; its readers
 * list. Custom domains belong to a user (another user's answers 404), and connecting one also
 * needs the deployment's project writable. A user lists only their own deployments. The status
 * webhook is signed (webhook-routes.ts), not called by a user.
 */
export const publishingPolicy = definePolicy(
  'publishing',
  routes.publishing,
  {
    deploy: 'publish',
    takeDown: 'publish',
    rollback: 'publish',
    invalidateCache: 'publish',
    listByProject: 'readSites',
    listByUser: 'listOwnSites',
    listDomains: 'useDomain',
    addDomain: 'useDomain',
    deleteDomain: 'useDomain',
    addTxtRecord: 'useDomain',
    disconnectToDeployment: 'useDomain',
    statusEvents: 'useDomain',
    connectToDeployment: 'connectDomain',
    statusWebhook: 'reportStatus',
  },
  (caller: Caller, action, subject: PublishingSubject | undefined) => {
    if (action === 'reportStatus') return anybody();
    return firstRefusal(
      () => signedIn(caller),
      () => (subject?.domain ? ownerOnly(caller, subject.domain, DOMAIN_NOT_FOUND) : ALLOW),
      () =>
        subject?.project
          ? projectDecision(caller, action === 'readSites' ? 'read' : 'write', subject.project)
          : ALLOW,
      () =>
        subject?.userId === undefined || subject.userId === caller.user?.id
          ? ALLOW
          : forbidden(OTHER_USERS_DEPLOYMENTS),
    );
  },
);
