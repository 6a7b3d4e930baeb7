import { PLAYGROUND_PROJECT_ID } from '@nodeloom/api';
import type { ProjectRow } from '../db/schema/index.js';
import type { Caller } from './caller.js';
import { ALLOW, type Decision, forbidden, hidden, SIGNED_OUT } from './policy.js';

export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_READ_ONLY = 'This project is read-only for you';
export const PLAYGROUND_READ_ONLY = 'The playground project is read-only';
export const PROJECT_DELETE_REFUSED = 'Only the team owner or the project creator may delete this project';

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

type ProjectDeletion = ProjectOwnership & Pick<ProjectRow, 'createdByUserId'>;

/** The playground as the rules see it: everybody reads it (it is served from code), nobody writes. */
export const PLAYGROUND_PROJECT: ProjectDeletion = {
  id: PLAYGROUND_PROJECT_ID,
  official: true,
  workspaceType: 'organisation',
  workspaceUserId: null,
  workspaceTeamId: null,
  workspaceOrganisationId: null,
  createdByUserId: null,
};

/** What a project route needs of its project: to read it, to change it, or to delete it. */
export type ProjectNeed = 'read' | 'write' | 'delete';

/**
 * The project rules as one decision (every project route's, through project-guard.ts): a project
 * the caller may not read is hidden (404; 401 signed out without a token); a read-only caller may
 * not change it (403), nor anybody the playground; deleting is canDeleteProject's.
 */
export function projectDecision(
  caller: Caller,
  need: ProjectNeed,
  project: ProjectDeletion | undefined,
): Decision {
  if (need !== 'read' && project?.id === PLAYGROUND_PROJECT_ID) return forbidden(PLAYGROUND_READ_ONLY);
  const access = project ? projectAccess(project, caller) : 'none';
  if (!project || access === 'none') {
    return !caller.user && !caller.tokenProjectId ? SIGNED_OUT : hidden(PROJECT_NOT_FOUND);
  }
  if (need === 'read') return ALLOW;
  if (access !== 'write') return forbidden(PROJECT_READ_ONLY);
  if (need === 'delete' && !canDeleteProject(project, caller)) return forbidden(PROJECT_DELETE_REFUSED);
  return ALLOW;
}

/**
 * Who may delete a project: the owner of a personal project; for a team project, the team's owner
 * or the member who created it.
 */
export function canDeleteProject(project: ProjectDeletion, caller: Caller): boolean {
  const { user } = caller;
  if (!user || projectAccess(project, caller) !== 'write') return false;
  if (project.workspaceType === 'user') return true;
  return (
    caller.teamRoles.get(project.workspaceTeamId ?? '') === 'owner' || project.createdByUserId === user.id
  );
}
