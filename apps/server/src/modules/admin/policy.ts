import { routes } from '@nodeloom/api';
import { ALLOW, definePolicy, firstRefusal, forbidden, signedIn } from '../../permissions/index.js';

export const ADMINISTRATORS_ONLY = 'Only administrators may do this';

/** Administrators (ADMIN_EMAILS, checked on the server, never trusted from the client) read any project. */
export const adminPolicy = definePolicy('admin', routes.admin, { getProject: 'readAnyProject' }, (caller) =>
  firstRefusal(
    () => signedIn(caller),
    () => (caller.user?.isAdmin ? ALLOW : forbidden(ADMINISTRATORS_ONLY)),
  ),
);
