import type { SignedInUser } from '../../auth/guards.js';

// Account deletion: a signed-in user may only request or cancel the deletion of their own
// account, which the routes enforce by acting on `user.id` alone (there is no target id).
// Kept as a function so a later rule (e.g. admins acting for others) has one home.
export function targetAccountId(user: SignedInUser): string {
  return user.id;
}
