import type { SignedInUser } from '../../auth/guards.js';
import { ForbiddenError } from '../../http/errors.js';

export const OTHER_USERS_DEPLOYMENTS = 'You can only list your own deployments';

/** GET /publishing/deployments/users/{userId}: a user lists their own deployments only. */
export function requireSelf(user: SignedInUser, userId: string): void {
  if (user.id !== userId) throw new ForbiddenError(OTHER_USERS_DEPLOYMENTS);
}
