import { routes } from '@nodeloom/api';
import type { ProjectRow } from '../../db/schema/index.js';
import {
  ALLOW,
  anybody,
  definePolicy,
  firstRefusal,
  projectDecision,
  signedIn,
} from '../../permissions/index.js';

/**
 * Managing a project's access tokens needs write access to it; opening a project by its token is
 * open to anybody, the x-project-access-token header being the credential (checked by the route).
 */
export const sharingPolicy = definePolicy(
  'sharing',
  routes.sharing,
  {
    listAccessTokens: 'manageTokens',
    createAccessToken: 'manageTokens',
    revokeAccessToken: 'manageTokens',
    getByAccessToken: 'openByToken',
  },
  (caller, action, project: ProjectRow | undefined) =>
    action === 'openByToken'
      ? anybody()
      : firstRefusal(
          () => signedIn(caller),
          () => (project ? projectDecision(caller, 'write', project) : ALLOW),
        ),
);
