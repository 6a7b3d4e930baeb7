import { routes, type TeamRole } from '@nodeloom/api';
import type { ProjectRow } from '../../db/schema/index.js';
import {
  ALLOW,
  type Caller,
  type Decision,
  definePolicy,
  firstRefusal,
  forbidden,
  hidden,
  projectDecision,
  signedIn,
} from '../../permissions/index.js';

export const TEAM_NOT_FOUND = 'Team not found';
export const TEAM_OWNER_ONLY = 'Only the team owner may do this';
export const TRANSFER_SOURCE_REFUSED =
  'Only your own projects, or projects of teams you own, can be transferred';

/** The team a route acts on; removing a member names them, a transfer its project. */
export interface TeamSubject {
  teamId: string;
  memberUserId?: string;
  project?: ProjectRow;
}

/** The caller's role in the team, at least `needed`: 404 outside the team, 403 a member for the owner's. */
function teamRole(caller: Caller, teamId: string, needed: TeamRole): Decision {
  const role = caller.teamRoles.get(teamId);
  if (!role) return hidden(TEAM_NOT_FOUND);
  return needed === 'owner' && role !== 'owner' ? forbidden(TEAM_OWNER_ONLY) : ALLOW;
}

/** A transfer moves in the caller's own personal project, or one of another team they own. */
function transferSource(caller: Caller, project: ProjectRow): Decision {
  return firstRefusal(
    () => projectDecision(caller, 'write', project),
    () =>
      project.workspaceType === 'user' || caller.teamRoles.get(project.workspaceTeamId ?? '') === 'owner'
        ? ALLOW
        : forbidden(TRANSFER_SOURCE_REFUSED),
  );
}

type TeamAction = 'useOwn' | 'see' | 'manage' | 'removeMember' | 'transferIn';

/** Members see the team and leave it (remove themselves); everything else is the owner's. */
function roleNeeded(caller: Caller, action: TeamAction, team: TeamSubject): TeamRole {
  if (action === 'see') return 'member';
  if (action === 'removeMember' && team.memberUserId === caller.user?.id) return 'member';
  return 'owner';
}

/**
 * Team rights (docs/permissions.md): members see the team, its members and its projects, and may
 * leave; the owner also renames, deletes, adds and removes members and transfers projects in.
 * Someone outside the team gets 404 (the team is not revealed).
 */
export const teamsPolicy = definePolicy(
  'teams',
  routes.teams,
  {
    list: 'useOwn',
    listOwned: 'useOwn',
    create: 'useOwn',
    listMembers: 'see',
    update: 'manage',
    delete: 'manage',
    addMember: 'manage',
    removeMember: 'removeMember',
    transferProject: 'transferIn',
  },
  (caller, action: TeamAction, team: TeamSubject | undefined) =>
    firstRefusal(
      () => signedIn(caller),
      () =>
        !team || action === 'useOwn'
          ? ALLOW
          : teamRole(caller, team.teamId, roleNeeded(caller, action, team)),
      () => (team?.project ? transferSource(caller, team.project) : ALLOW),
    ),
);
