import { routes } from '@nodeloom/api';
import { anybody, definePolicy, signedIn } from '../../permissions/index.js';

/** A user reads and changes their own account; public profiles are read by anybody. */
export const usersPolicy = definePolicy(
  'users',
  routes.users,
  { getMe: 'useOwn', updateMe: 'useOwn', getProfile: 'readProfile' },
  (caller, action) => (action === 'readProfile' ? anybody() : signedIn(caller)),
);
