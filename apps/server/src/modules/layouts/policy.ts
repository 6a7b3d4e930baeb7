import { routes } from '@nodeloom/api';
import type { ProjectRow } from '../../db/schema/index.js';
import {
  ALLOW,
  definePolicy,
  firstRefusal,
  type OwnedSubject,
  ownerOnly,
  projectDecision,
  signedIn,
} from '../../permissions/index.js';

export const LAYOUT_NOT_FOUND = 'Layout not found';

/** A layout, and the project it is kept for (none: the caller's layout for every project). */
export interface LayoutSubject {
  layout?: OwnedSubject;
  project?: ProjectRow;
}

/**
 * Layouts are keyed by the signed-in caller, so nobody can name another user's (a name they do not
 * have answers 404); one kept for a project needs read access to it (404 otherwise, spec 1 §6).
 */
export const layoutsPolicy = definePolicy(
  'layouts',
  routes.layouts,
  { list: 'useOwn', save: 'useOwn', delete: 'useOwn' },
  (caller, _action, subject: LayoutSubject | undefined) =>
    firstRefusal(
      () => signedIn(caller),
      () => (subject?.project ? projectDecision(caller, 'read', subject.project) : ALLOW),
      () => ownerOnly(caller, subject?.layout, LAYOUT_NOT_FOUND),
    ),
);
