import type { TeamRole } from '@nodeloom/api';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { Caller } from '../../permissions/index.js';

export const TEAM_NOT_FOUND = 'Team not found';
export const TEAM_OWNER_ONLY = 'Only the team owner may do this';

/**
 * Team rights (docs/permissions.md): members see the team, its members and its projects, and may
 * leave; the owner also renames, deletes, adds and removes members and transfers projects in.
 * Someone outside the team gets 404 (the team is not revealed).
 */
export function requireTeamRole(caller: Caller, teamId: string, needed: TeamRole): TeamRole {
  const role = caller.teamRoles.get(teamId);
  if (!role) throw new NotFoundError(TEAM_NOT_FOUND);
  if (needed === 'owner' && role !== 'owner') throw new ForbiddenError(TEAM_OWNER_ONLY);
  return role;
}
