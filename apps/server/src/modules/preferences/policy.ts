import { routes } from '@nodeloom/api';
import { definePolicy, type OwnedSubject, ownerOnly } from '../../permissions/index.js';

export const PREFERENCE_NOT_FOUND = 'Preference not found';

/** Preference sets are keyed by the signed-in caller: nobody can name another user's (404). */
export const preferencesPolicy = definePolicy(
  'preferences',
  routes.preferences,
  { list: 'useOwn', save: 'useOwn', delete: 'useOwn' },
  (caller, _action, preference: OwnedSubject | undefined) =>
    ownerOnly(caller, preference, PREFERENCE_NOT_FOUND),
);
