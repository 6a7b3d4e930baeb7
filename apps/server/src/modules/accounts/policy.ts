import { routes } from '@nodeloom/api';
import type { SignedInUser } from '../../auth/guards.js';
import { definePolicy, signedIn } from '../../permissions/index.js';

/** Account deletion: a signed-in user requests or cancels the deletion of their own account only. */
export const accountsPolicy = definePolicy(
  'accounts',
  routes.accounts,
  { requestDeletion: 'deleteOwnAccount', cancelDeletion: 'deleteOwnAccount' },
  (caller) => signedIn(caller),
);

/** The routes act on `user.id` alone (there is no target id): the account is always the caller's. */
export function targetAccountId(user: SignedInUser): string {
  return user.id;
}
