import { routes } from '@nodeloom/api';
import type { ProjectRow } from '../../db/schema/index.js';
import { ALLOW, definePolicy, firstRefusal, projectDecision, signedIn } from '../../permissions/index.js';

export const SNAPSHOT_NOT_FOUND = 'Snapshot not found';

/**
 * Snapshots follow their project, for signed-in callers: readers list and open them (a list of
 * several projects leaves out those the caller cannot read), writers make, change, restore and
 * delete them.
 */
export const snapshotsPolicy = definePolicy(
  'snapshots',
  routes.snapshots,
  {
    list: 'read',
    get: 'read',
    getByProjectIds: 'read',
    create: 'write',
    updateMetadata: 'write',
    restore: 'write',
    delete: 'write',
  },
  (caller, action: 'read' | 'write', project: ProjectRow | undefined) =>
    firstRefusal(
      () => signedIn(caller),
      () => (project ? projectDecision(caller, action, project) : ALLOW),
    ),
);
