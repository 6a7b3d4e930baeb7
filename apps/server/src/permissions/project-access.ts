import type { ProjectRow } from '../db/schema/index.js';
import type { Caller } from './caller.js';

/** What a caller may do with a project: nothing (it is not even shown), read, or read and write. */
export type ProjectAccess = 'none' | 'read' | 'write';

type ProjectOwnership = Pick<
  ProjectRow,
  'official' | 'workspaceType' | 'workspaceUserId' | 'workspaceTeamId' | 'workspaceOrganisationId' | 'id'
>;

/**
 * The rules of spec 1 §6, decided on the server (docs/permissions.md):
 * - the owner of a personal project and every member of the owning team read and write it;
 * - organisation-owned projects are read-only, for members of the organisation's teams;
 * - official demo projects are read-only, for everybody (signed out too);
 * - an access token for the project gives read-only access;
 * - anybody else gets nothing.
 */
export function projectAccess(project: ProjectOwnership, caller: Caller): ProjectAccess {
  const { user } = caller;
  if (user && project.workspaceType === 'user' && project.workspaceUserId === user.id) return 'write';
  if (user && project.workspaceType === 'team' && project.workspaceTeamId !== null) {
    if (caller.teamRoles.has(project.workspaceTeamId)) return 'write';
  }
  if (project.official) return 'read';
  if (caller.tokenProjectId === project.id) return 'read';
  if (
    project.workspaceType === 'organisation' &&
    project.workspaceOrganisationId !== null &&
    caller.organisationIds.has(project.workspaceOrganisationId)
  ) {
    return 'read';
  }
  return 'none';
}

/**
 * Who may delete a project: the owner of a personal project; for a team project, the team's owner
 * or the member who created it.
 */
export function canDeleteProject(project: ProjectRow, caller: Caller): boolean {
  const { user } = caller;
  if (!user || projectAccess(project, caller) !== 'write') return false;
  if (project.workspaceType === 'user') return true;
  return (
    caller.teamRoles.get(project.workspaceTeamId ?? '') === 'owner' || project.createdByUserId === user.id
  );
}
